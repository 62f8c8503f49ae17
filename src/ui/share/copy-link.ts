/**
 * Copies text to the clipboard. The async Clipboard API needs a secure context (a plain-http
 * static host is not one) and may be refused; then the caller asks the user to copy from
 * the box, which selects itself on focus.
 */
export async function copyLink(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
