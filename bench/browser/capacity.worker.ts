/**
 * The tab-capacity probe's worker (bench/tab-capacity.ts): fills the app's own `UrlStore`
 * with distinct URLs of about 68 bytes (a shop's paths, as in bench/store.bench.ts) in steps,
 * and after each step posts its row count and byte counts, then waits for the page to say
 * "next" (a busy worker cannot answer the DevTools protocol's memory question). An
 * allocation that fails is posted as the end.
 */
import { UrlStore } from '../../src/core/analysis/url-store';
import { LastmodPrecision, type UrlEntry } from '../../src/core/sitemap/sitemap-entry';
import { storeBytes } from '../../src/worker/session/session-limits';

/** The worker's scope, typed as much as used (bench/ compiles without the WebWorker lib). */
declare const self: {
  onmessage: ((event: MessageEvent<{ rows: number }>) => void) | null;
  postMessage(message: unknown): void;
};

const WORDS = 'red blue green wool cotton socks shirt jacket boots summer winter sale guide'.split(
  ' ',
);
const store = new UrlStore();
const documentId = store.addDocument('capacity.xml');
let next = 0;

function entryOf(i: number): UrlEntry {
  const a = WORDS[i % WORDS.length];
  const b = WORDS[(i >>> 4) % WORDS.length];
  return {
    loc: `https://www.example.com/products/${a}-${b}-${WORDS[(i >>> 8) % WORDS.length]}/item-${i}.html`,
    line: i + 2,
    column: 10,
    lastmodMs: Date.UTC(2024, 0, 1) + (i % 100_000) * 60_000,
    lastmodPrecision: LastmodPrecision.second,
    priority: Number.NaN,
    images: 0,
    videos: 0,
    alternates: 0,
    newsPublicationMs: Number.NaN,
  };
}

self.onmessage = (event: MessageEvent<{ rows: number }>) => {
  const target = next + event.data.rows;
  try {
    for (; next < target; next++) store.addUrl(documentId, entryOf(next));
    self.postMessage({
      rows: store.size,
      arrayBytes: store.byteLength,
      estimatedBytes: storeBytes(store),
      textBytes: store.textStart[store.size],
    });
  } catch (error) {
    self.postMessage({ rows: store.size, failed: String(error) });
  }
};
