/**
 * The page's one way of handing the user a file: a Blob saved through a link the browser
 * downloads (nothing leaves the page). The exports, the report, the expectations and the
 * robots.txt history all save through it.
 */

/** Saves `blob` as a download named `name` (the browser's own save, nothing leaves the page). */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started reading the Blob; give it time before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
