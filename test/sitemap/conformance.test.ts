/**
 * Golden tests: each file in test/conformance/sitemap/ (XML, text, other encodings) is read
 * whole, cut at every single byte offset (which covers mid-tag, mid-reference and
 * mid-UTF-8 cuts), and fed one byte at a time; every way must give exactly the events in
 * its `.expected.json`. `UPDATE_GOLDEN=1` rewrites the goldens (review the diff!).
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { collect, everyByte, everySingleCut } from './collect';

const dir = join(import.meta.dirname, '../conformance/sitemap');
const cases = readdirSync(dir)
  .filter((name) => /\.(xml|txt)$/.test(name))
  .sort();

/** Options per case (the sitemap's own URL, for loc-out-of-scope). */
const OPTIONS: Record<string, { sourceUrl?: string }> = {
  'scope-out-of-scope.xml': { sourceUrl: 'https://example.com/blog/sitemap.xml' },
  // An index's children are checked against its scope by the index tree, not here.
  'scope-index-children.xml': { sourceUrl: 'https://example.com/blog/sitemap-index.xml' },
};

describe.each(cases)('%s', (name) => {
  const bytes = new Uint8Array(readFileSync(join(dir, name)));
  const goldenPath = join(dir, name.replace(/\.(xml|txt)$/, '.expected.json'));
  const options = OPTIONS[name] ?? {};
  const whole = collect(bytes, [], options);
  if (process.env.UPDATE_GOLDEN === '1')
    writeFileSync(goldenPath, JSON.stringify(whole, null, 1) + '\n');

  test('whole file matches the golden', () => {
    expect(existsSync(goldenPath)).toBe(true);
    expect(whole).toEqual(JSON.parse(readFileSync(goldenPath, 'utf8')));
  });

  test('every single cut gives the same events', () => {
    for (const cuts of everySingleCut(bytes.length)) {
      const split = collect(bytes, cuts, options);
      if (JSON.stringify(split) !== JSON.stringify(whole))
        expect({ cuts, ...split }).toEqual({ cuts, ...whole });
    }
  });

  test('one byte at a time gives the same events', () => {
    expect(collect(bytes, everyByte(bytes.length), options)).toEqual(whole);
  });
});
