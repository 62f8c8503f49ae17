/**
 * Not a test: `npx tsx bench/sitemap-reader-speed.ts [FILE…]` compares, on plain sitemap
 * XML fed in 64 KiB chunks, the runners of `parser-runners.ts`: the floor (decode and find
 * each `<loc>`), saxes (the fastest streaming XML parser for JavaScript we know), our
 * tokenizer alone, and our whole sitemap reader (decode + tokenize + every check + entries in
 * batches, as the app takes them). TextDecoder is included for all. Figures are CPU time
 * (steadier than wall time on a shared machine), median of 7 interleaved rounds, with each
 * one's ratio to saxes and to the floor. Without FILE it generates a 50,000-URL urlset with
 * long URLs and one with short URLs.
 */
import { readFileSync } from 'node:fs';
import { PARSER_RUNNERS } from './parser-runners';

function urlset(count: number, pathLength: number): Uint8Array {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
  ];
  const padding = 'p'.repeat(pathLength);
  for (let i = 0; i < count; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    parts.push(
      `  <url>\n    <loc>https://www.example.com/${padding}/${i}?a=1&amp;b=2</loc>\n    <lastmod>2024-05-${day}T10:00:00+00:00</lastmod>\n  </url>\n`,
    );
  }
  parts.push('</urlset>\n');
  return new TextEncoder().encode(parts.join(''));
}

function measure(name: string, bytes: Uint8Array): void {
  const speeds: Record<string, number[]> = {};
  for (let round = 0; round < 7; round++) {
    for (const [runner, run] of Object.entries(PARSER_RUNNERS)) {
      const start = process.cpuUsage();
      run(bytes);
      const used = process.cpuUsage(start);
      (speeds[runner] ??= []).push(bytes.length / 1e6 / ((used.user + used.system) / 1e6));
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];
  const saxes = median(speeds.saxes);
  const floor = median(speeds.floor);
  console.log(`${name} (${(bytes.length / 1e6).toFixed(1)} MB)`);
  for (const [runner, values] of Object.entries(speeds)) {
    const speed = median(values);
    console.log(
      `  ${runner.padEnd(10)} ${speed.toFixed(0).padStart(5)} MB/s  ${(speed / saxes).toFixed(2)}× saxes  ${(floor / speed).toFixed(1)}× the floor's time`,
    );
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  measure('generated: 50,000 URLs, 300-character paths', urlset(50_000, 300));
  measure('generated: 50,000 URLs, short paths', urlset(50_000, 8));
}
for (const file of files) measure(file, new Uint8Array(readFileSync(file)));
