/**
 * The few HTML pieces the report is written with. Every text from a file (names, URLs, rules)
 * passes `escapeHtml`, so a hostile sitemap can put nothing but text in the report; nothing
 * here writes a script, an event handler or an address the report would load.
 */

/** HTML's five significant characters, as references (HTML Living Standard §13.1.4). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An element whose content is already markup. */
export function element(tag: string, content: string, className?: string): string {
  const attribute = className ? ` class="${escapeHtml(className)}"` : '';
  return `<${tag}${attribute}>${content}</${tag}>`;
}

/** An element holding text. */
export function textElement(tag: string, text: string, className?: string): string {
  return element(tag, escapeHtml(text), className);
}

/** A table with a caption, header cells and rows of text cells (the first a row header). */
export function table(
  caption: string,
  headers: readonly string[],
  rows: readonly string[][],
): string {
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows
    .map(
      ([first, ...rest]) =>
        `<tr><th scope="row">${escapeHtml(first ?? '')}</th>${rest
          .map((cell) => `<td>${escapeHtml(cell)}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}
