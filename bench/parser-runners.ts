/**
 * The parsers the speed benchmarks set side by side, each over one document's bytes fed in
 * 64 KiB chunks with TextDecoder's decoding included, so that Node (`sitemap-reader-speed.ts`)
 * and a Chromium worker (`browser/parser-peers.worker.ts`) run the very same code:
 *
 * - `floor`: decode, and find every `<loc>` with indexOf: the browser benchmark's floor, here
 *   streamed in chunks (a `<loc>` cut by a chunk's edge is not counted);
 * - `saxes`: the fastest streaming XML parser for JavaScript we know, with empty handlers;
 * - `tokenizer`: our XML tokenizer alone, asking for every text;
 * - `reader`: our whole text-based sitemap reader (every check, the entries in batches), no store;
 * - `bytes`: the byte reader (src/core/sitemap/byte-sitemap-reader.ts), the same events from the
 *   bytes themselves.
 *
 * Each returns a count that depends on the work, so that none of it can be optimised away.
 */
import { SaxesParser } from 'saxes';
import { XmlTokenizer } from '../src/core/xml/xml-tokenizer';
import { SitemapReader } from '../src/core/sitemap/sitemap-reader';
import { ByteSitemapReader } from '../src/core/sitemap/byte-sitemap-reader';
import type { SitemapHandler } from '../src/core/sitemap/sitemap-entry';

/** A handler that counts URL rows, for the readers. */
function countingHandler(count: (urls: number) => void): SitemapHandler {
  return {
    onDocumentKind: () => {},
    onUrl: () => count(1),
    onUrlBatch: (batch) => count(batch.count),
    onSitemap: () => {},
    onProblem: () => {},
  };
}

const CHUNK = 65_536;

function chunks(bytes: Uint8Array, use: (chunk: Uint8Array) => void): void {
  for (let i = 0; i < bytes.length; i += CHUNK) use(bytes.subarray(i, i + CHUNK));
}

/** Each chunk decoded as our reader decodes it (streaming TextDecoder), handed to `use`. */
function decodedChunks(bytes: Uint8Array, use: (text: string) => void): void {
  const decoder = new TextDecoder();
  chunks(bytes, (chunk) => use(decoder.decode(chunk, { stream: true })));
}

/** What one runner did over a set of files: its best time and its count. */
export interface ParserFigure {
  ms: number;
  count: number;
}

export const PARSER_RUNNERS = {
  floor(bytes: Uint8Array): number {
    let locs = 0;
    decodedChunks(bytes, (text) => {
      for (let at = text.indexOf('<loc>'); at >= 0; at = text.indexOf('<loc>', at + 5)) locs++;
    });
    return locs;
  },
  saxes(bytes: Uint8Array): number {
    const parser = new SaxesParser({ position: true });
    let tags = 0;
    parser.on('opentag', () => tags++);
    parser.on('text', () => {});
    parser.on('closetag', () => {});
    parser.on('error', () => {});
    decodedChunks(bytes, (text) => parser.write(text));
    parser.close();
    return tags;
  },
  tokenizer(bytes: Uint8Array): number {
    let tags = 0;
    const tokenizer: XmlTokenizer = new XmlTokenizer({
      onOpenTag: () => {
        tags++;
        tokenizer.wantText = true;
      },
      onCloseTag: () => (tokenizer.wantText = false),
      onText: () => {},
      onProcessingInstruction: () => {},
      onXmlDeclaration: () => {},
      onError: () => {},
    });
    decodedChunks(bytes, (text) => tokenizer.push(text));
    tokenizer.end();
    return tags;
  },
  reader(bytes: Uint8Array): number {
    let urls = 0;
    const reader = new SitemapReader(
      countingHandler((n) => (urls += n)),
      { nowMs: Date.now() },
    );
    chunks(bytes, (chunk) => reader.push(chunk));
    reader.end();
    return urls;
  },
  bytes(bytes: Uint8Array): number {
    let urls = 0;
    const reader = new ByteSitemapReader(
      countingHandler((n) => (urls += n)),
      {
        nowMs: Date.now(),
      },
    );
    chunks(bytes, (chunk) => reader.push(chunk));
    reader.end();
    return urls;
  },
} satisfies Record<string, (bytes: Uint8Array) => number>;

export type ParserName = keyof typeof PARSER_RUNNERS;
