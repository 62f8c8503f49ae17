/** Where the sitemap reader's decoded text goes once it knows what the file is. */
export interface TextSink {
  /** Where `text[index]` will be once `text` is pushed next (for invalid UTF-8). */
  positionInNext(text: string, index: number): { line: number; column: number };
  push(text: string): void;
  end(): void;
}
