/**
 * Not a test: `npx tsx bench/sitemap-reader-speed.ts [FILE…]` compares, on plain sitemap
 * XML fed in 64 KiB chunks, saxes (the fastest streaming XML parser for JavaScript we
 * know), our tokenizer alone, and our whole sitemap reader (decode + tokenize + every check
 * + entries). TextDecoder is included for all three. Figures are CPU time (steadier than wall
 * time on a shared machine), median of 7 interleaved rounds. Without FILE it generates a
 * 50,000-URL urlset with long URLs and one with short URLs.
 */
import { readFileSync } from 'node:fs';
import { SaxesParser } from 'saxes';
import { XmlTokenizer } from '../src/core/xml/xml-tokenizer';
import { SitemapReader } from '../src/core/sitemap/sitemap-reader';

const CHUNK = 65_536;

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

function chunks(bytes: Uint8Array, use: (chunk: Uint8Array) => void): void {
  for (let i = 0; i < bytes.length; i += CHUNK) use(bytes.subarray(i, i + CHUNK));
}

const runners: Record<string, (bytes: Uint8Array) => void> = {
  saxes(bytes) {
    const parser = new SaxesParser({ position: true });
    parser.on('opentag', () => {});
    parser.on('text', () => {});
    parser.on('closetag', () => {});
    parser.on('error', () => {});
    const decoder = new TextDecoder();
    chunks(bytes, (chunk) => parser.write(decoder.decode(chunk, { stream: true })));
    parser.close();
  },
  tokenizer(bytes) {
    const tokenizer: XmlTokenizer = new XmlTokenizer({
      onOpenTag: () => (tokenizer.wantText = true),
      onCloseTag: () => (tokenizer.wantText = false),
      onText: () => {},
      onProcessingInstruction: () => {},
      onXmlDeclaration: () => {},
      onError: () => {},
    });
    const decoder = new TextDecoder();
    chunks(bytes, (chunk) => tokenizer.push(decoder.decode(chunk, { stream: true })));
    tokenizer.end();
  },
  reader(bytes) {
    const reader = new SitemapReader(
      { onDocumentKind: () => {}, onUrl: () => {}, onSitemap: () => {}, onProblem: () => {} },
      { nowMs: Date.now() },
    );
    chunks(bytes, (chunk) => reader.push(chunk));
    reader.end();
  },
};

function measure(name: string, bytes: Uint8Array): void {
  const speeds: Record<string, number[]> = {};
  for (let round = 0; round < 7; round++) {
    for (const [runner, run] of Object.entries(runners)) {
      const start = process.cpuUsage();
      run(bytes);
      const used = process.cpuUsage(start);
      (speeds[runner] ??= []).push(bytes.length / 1e6 / ((used.user + used.system) / 1e6));
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];
  const saxes = median(speeds.saxes);
  console.log(`${name} (${(bytes.length / 1e6).toFixed(1)} MB)`);
  for (const [runner, values] of Object.entries(speeds)) {
    const speed = median(values);
    console.log(
      `  ${runner.padEnd(10)} ${speed.toFixed(0).padStart(5)} MB/s  ${(speed / saxes).toFixed(2)}× saxes`,
    );
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  measure('generated: 50,000 URLs, 300-character paths', urlset(50_000, 300));
  measure('generated: 50,000 URLs, short paths', urlset(50_000, 8));
}
for (const file of files) measure(file, new Uint8Array(readFileSync(file)));
