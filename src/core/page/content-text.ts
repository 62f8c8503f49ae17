/**
 * The visible main text of a page, for its fingerprint: the text of `<main>` and `<article>`
 * when the page has them, else of the body. The page reader leaves out what a reader does
 * not see or what is not the page's own content (page-reader-handler.ts decides, element by
 * element), and separates blocks by a space so that words of two paragraphs never join.
 */

/** Collects text pushed by the reader; `text()` gives the main text once reading ends. */
export class ContentText {
  private readonly main: string[] = [];
  private readonly body: string[] = [];
  private hasMainText = false;

  /** Visible text, `isMain` when inside `<main>` or `<article>`. */
  push(text: string, isMain: boolean): void {
    this.body.push(text);
    if (!isMain) return;
    this.main.push(text);
    if (!this.hasMainText && text.trim() !== '') this.hasMainText = true;
  }

  /** A block edge. */
  boundary(): void {
    this.body.push(' ');
    if (this.hasMainText) this.main.push(' ');
  }

  text(): { text: string; scope: 'main' | 'body' } {
    return this.hasMainText
      ? { text: this.main.join(''), scope: 'main' }
      : { text: this.body.join(''), scope: 'body' };
  }
}
