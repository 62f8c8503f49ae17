/**
 * The byte reader against its oracle, the tokenizer reader: on every conformance file (whole,
 * cut at every byte, fed byte by byte) and on the generated hostile and benchmark-shaped
 * fixtures, both readers must give the same document kind, entries (every field, position
 * and problem code) and problems (code, line, column, params), in order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ByteSitemapReader } from '../../src/core/sitemap/byte-sitemap-reader';
import { makeHostileFixtures, makeUrlset, makeBenchIndex } from '../fixtures/generate-fixtures';
import { collect, collectWith, everyByte, everySingleCut, type CreateReader } from './collect';
import { SitemapReader } from '../../src/core/sitemap/sitemap-reader';

const byteReader: CreateReader = (handler, options) => new ByteSitemapReader(handler, options);
const currentReader: CreateReader = (handler, options) => new SitemapReader(handler, options);

const dir = join(import.meta.dirname, '../conformance/sitemap');
const cases = readdirSync(dir)
  .filter((name) => /\.(xml|txt)$/.test(name))
  .sort();

const OPTIONS: Record<string, { sourceUrl?: string }> = {
  'scope-out-of-scope.xml': { sourceUrl: 'https://example.com/blog/sitemap.xml' },
  'scope-index-children.xml': { sourceUrl: 'https://example.com/blog/sitemap-index.xml' },
};

/** Both readers over the same cuts, both with URL batches and without. */
function expectSame(bytes: Uint8Array, cuts: readonly number[], options = {}): void {
  for (const isBatched of [false, true]) {
    const oracle = collectWith(currentReader, bytes, cuts, options, isBatched);
    const candidate = collectWith(byteReader, bytes, cuts, options, isBatched);
    if (JSON.stringify(candidate) !== JSON.stringify(oracle))
      expect({ cuts, isBatched, ...candidate }).toEqual({ cuts, isBatched, ...oracle });
  }
}

describe.each(cases)('%s', (name) => {
  const bytes = new Uint8Array(readFileSync(join(dir, name)));
  const options = OPTIONS[name] ?? {};

  test('whole, cut at every byte, and byte by byte: as the tokenizer reader', () => {
    expectSame(bytes, [], options);
    for (const cuts of everySingleCut(bytes.length)) expectSame(bytes, cuts, options);
    expectSame(bytes, everyByte(bytes.length), options);
  });
});

describe('generated fixtures', () => {
  const fixtures = makeHostileFixtures().filter((f) => !f.file.endsWith('.gz'));
  test.each(fixtures.map((f) => [f.file, f] as const))('%s', (_name, fixture) => {
    expectSame(fixture.bytes, [], {});
    expectSame(
      fixture.bytes,
      [1, 7, 100, 4096, 65_537].filter((c) => c < fixture.bytes.length),
    );
  });

  test('benchmark-shaped urlsets and an index, in 64 KiB chunks', () => {
    const encoder = new TextEncoder();
    const texts = [
      makeUrlset(2000, { rich: true }),
      makeUrlset(2000, { seed: 7, missingLastmod: 0.1 }),
      makeBenchIndex(3, 10)[0].text,
    ];
    for (const text of texts) {
      const bytes = encoder.encode(text);
      const cuts = Array.from(
        { length: Math.floor(bytes.length / 65_536) },
        (_, i) => (i + 1) * 65_536,
      );
      expectSame(bytes, cuts);
    }
  });
});

test('a hand-over just after a chunk edge, in chunks larger than the join', () => {
  const urlset = makeUrlset(3000, { rich: true });
  const middle = urlset.indexOf('<url>', urlset.length >> 1);
  const text = urlset.slice(0, middle) + '<!-- here -->' + urlset.slice(middle);
  const bytes = new TextEncoder().encode(text);
  const at = new TextEncoder().encode(text.slice(0, middle)).length;
  for (const cut of [at - 40, at - 1, at, at + 3]) expectSame(bytes, [cut, cut + 300_000], {});
});

test('the plain shape is read by bytes', () => {
  const bytes = new TextEncoder().encode(makeUrlset(100, { rich: true }));
  let reader: ByteSitemapReader | undefined;
  collectWith((handler, options) => (reader = new ByteSitemapReader(handler, options)), bytes);
  expect(reader?.readBy).toBe('bytes');
  expect(collect(bytes).entries.length).toBe(100);
});
