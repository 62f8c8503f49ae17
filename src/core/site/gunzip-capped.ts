/**
 * The site reader's gunzip on the existing inflate caps (src/core/archive/inflate-stream.ts):
 * a bomb stops at `maxBytes` of output, with what came before kept for reading its
 * addresses. The command line passes it; the bookmarklet brings the browser's own
 * DecompressionStream instead, so that its bundle stays small.
 */
import { InflateBudget } from '../archive/inflate-limits';
import { InflateStream } from '../archive/inflate-stream';
import type { SiteGunzip } from './site-fetch';

export const gunzipCapped: SiteGunzip = (gzip, maxBytes) => {
  const chunks: Uint8Array[] = [];
  const budget = new InflateBudget({ perStreamBytes: maxBytes, totalBytes: maxBytes });
  const stream = new InflateStream('gzip', (chunk) => chunks.push(chunk.slice()), budget);
  stream.push(gzip, true);
  const bytes = new Uint8Array(stream.inflatedBytes);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return Promise.resolve({ bytes, isCut: stream.failure?.code === 'inflate-limit' });
};
