import { expect, test } from 'vitest';
import { readPage } from '../../src/core/page/read-page';
import { realisticPage } from './realistic-page';

// The reader must be linear in the page's size: twice the page, about twice the time. The
// minimum of three runs each tames a loaded machine's noise; 3.5× leaves room for the
// garbage collector without letting a quadratic step (4× and more) pass.
const RUNS = 3;

function fastestRead(body: Uint8Array): number {
  let fastest = Infinity;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    readPage({
      url: 'https://example.com/long',
      status: 200,
      headers: { 'Content-Type': 'text/html' },
      body,
    });
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

test('reading a 5 MB page takes less than 3.5 times a 2.5 MB one', { timeout: 120_000 }, () => {
  const encoder = new TextEncoder();
  const half = encoder.encode(realisticPage(2.5 * 1024 * 1024));
  const whole = encoder.encode(realisticPage(5 * 1024 * 1024 - 1024));
  fastestRead(half); // warm the JIT
  const halfMs = fastestRead(half);
  const wholeMs = fastestRead(whole);
  expect(wholeMs / halfMs).toBeLessThan(3.5);
});
