/**
 * Bytes in, one entry's extension fields out: decodes as the sitemap reader does
 * (byte-decoder.ts) and runs the XML tokenizer with an EntryDetailCollector. Text is pushed
 * to the tokenizer as it comes, leading blanks included, so lines and columns are counted as
 * the sitemap reader counts them. `isDone` turns true once the entry is read, or once it
 * cannot come any more: the caller stops feeding bytes then.
 */
import { XmlTokenizer } from '../xml/xml-tokenizer';
import { ByteDecoder } from './byte-decoder';
import { EntryDetailCollector, type EntryDetail } from './entry-detail';

export class EntryDetailReader {
  private readonly collector: EntryDetailCollector;
  private readonly tokenizer: XmlTokenizer;
  private readonly decoder: ByteDecoder;

  /** The entry whose `<loc>` starts at `line`:`column` (UrlEntry.line, UrlEntry.column). */
  constructor(line: number, column: number) {
    this.collector = new EntryDetailCollector(line, column);
    this.tokenizer = new XmlTokenizer(this.collector);
    this.collector.tokenizer = this.tokenizer;
    this.decoder = new ByteDecoder(
      (text) => {
        if (!this.collector.isDone) this.tokenizer.push(text);
      },
      () => undefined,
    );
  }

  get isDone(): boolean {
    return this.collector.isDone;
  }

  /** The entry's fields; null when it was not found (yet). */
  get detail(): EntryDetail | null {
    return this.collector.found;
  }

  push(bytes: Uint8Array): void {
    if (!this.collector.isDone) this.decoder.push(bytes);
  }

  end(): void {
    this.decoder.end();
    if (!this.collector.isDone) this.tokenizer.end();
  }
}
