/**
 * The in-browser half of the gzip engine decision (measured in Chromium,
 * chosen per format): fflate's synchronous Gunzip / Inflate against the native
 * DecompressionStream('gzip' / 'deflate-raw') inside headless Chromium, plus how the
 * native stream treats the gzip files we must read (multi-member, cut, zero padding).
 * Used by bench/sitemap.bench.ts; skipped with a note when no Chromium is installed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deflateRawSync, gunzipSync, gzipSync } from 'node:zlib';
import { findChromium, launchChromium } from '../test/e2e/chromium';

/**
 * Runs in the page. Plain JavaScript in a string: the bench's TypeScript transform would
 * otherwise add helpers the page does not have.
 */
const PAGE_CODE = `async ({ gz, raw, multi, cut, padded }) => {
  const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const drain = async (stream) => {
    let n = 0;
    const reader = stream.getReader();
    for (;;) { const { value, done } = await reader.read(); if (done) return n; n += value.length; }
  };
  const native = (data, format) => drain(new Blob([data]).stream().pipeThrough(new DecompressionStream(format)));
  const viaFflate = (Stream, data) => {
    let n = 0;
    const stream = new Stream((chunk) => (n += chunk.length));
    for (let at = 0; at < data.length; at += 16384) stream.push(data.subarray(at, at + 16384));
    stream.push(new Uint8Array(0), true);
    return n;
  };
  const best = async (run) => {
    let ms = Infinity, n = 0;
    for (let i = 0; i < 5; i++) { const t = performance.now(); n = await run(); ms = Math.min(ms, performance.now() - t); }
    return { ms, n };
  };
  const gzBytes = bytes(gz), rawBytes = bytes(raw);
  const out = {
    fflateGzip: await best(() => viaFflate(fflate.Gunzip, gzBytes)),
    nativeGzip: await best(() => native(gzBytes, 'gzip')),
    fflateRaw: await best(() => viaFflate(fflate.Inflate, rawBytes)),
    nativeRaw: await best(() => native(rawBytes, 'deflate-raw')),
    browser: navigator.userAgent.match(/(HeadlessChrome|Chrome)\\/[\\d.]+/)?.[0] ?? navigator.userAgent,
  };
  for (const [name, b64] of [['multi-member', multi], ['cut in half', cut], ['zero padding after the end', padded]]) {
    try { out[name] = 'read ' + (await native(bytes(b64), 'gzip')) + ' bytes'; }
    catch (error) { out[name] = String(error); }
  }
  return out;
}`;

interface Timing {
  ms: number;
  n: number;
}

export async function measureGzipInChromium(gz: Uint8Array): Promise<string[]> {
  let executable: string;
  try {
    executable = findChromium();
  } catch {
    return ['Chromium: not installed, in-browser gzip measurement skipped'];
  }
  const xml = gunzipSync(gz);
  const args = {
    gz: Buffer.from(gz).toString('base64'),
    raw: deflateRawSync(xml).toString('base64'),
    multi: Buffer.concat([gzipSync('first '), gzipSync('second')]).toString('base64'),
    cut: Buffer.from(gz.subarray(0, gz.length >> 1)).toString('base64'),
    padded: Buffer.concat([gzipSync('abc'), Buffer.alloc(512)]).toString('base64'),
  };
  const chromium = await launchChromium(executable);
  try {
    const page = await chromium.context.newPage();
    // fflate's UMD build is not in its package exports: found beside its package.json.
    const fflateRoot = dirname(createRequire(import.meta.url).resolve('fflate/package.json'));
    const fflatePath = join(fflateRoot, 'umd', 'index.js');
    await page.addScriptTag({ content: readFileSync(fflatePath, 'utf8') });
    const result = (await page.evaluate(`(${PAGE_CODE})(${JSON.stringify(args)})`)) as Record<
      string,
      Timing | string
    >;
    const rate = (timing: Timing | string) =>
      typeof timing === 'string'
        ? timing
        : `${(timing.n / 1e6 / (timing.ms / 1000)).toFixed(0)} MB/s`;
    return [
      `In ${String(result.browser)} (best of 5, ${(xml.length / 1e6).toFixed(1)} MB inflated):`,
      `  gzip:        fflate Gunzip ${rate(result.fflateGzip)}, DecompressionStream ${rate(result.nativeGzip)}`,
      `  deflate-raw: fflate Inflate ${rate(result.fflateRaw)}, DecompressionStream ${rate(result.nativeRaw)}`,
      `  native gzip on multi-member: ${String(result['multi-member'])}`,
      `  native gzip cut in half: ${String(result['cut in half'])}`,
      `  native gzip with zero padding after the end: ${String(result['zero padding after the end'])}`,
    ];
  } finally {
    await chromium.close();
  }
}
