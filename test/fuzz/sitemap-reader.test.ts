/**
 * The XML tokenizer and sitemap reader, fed random bytes and random mutations of the small
 * real files in test/conformance/sitemap: no exception escapes, the answer is the same
 * however the bytes are cut into chunks (the reader is a push stream, saxes-style), and the
 * work is bounded by the input: events (entries + problems) grow at most linearly with it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { collect } from '../sitemap/collect';
import { fuzzRuns } from './fuzz-runs';

const dir = join(import.meta.dirname, '../conformance/sitemap');
const files = readdirSync(dir)
  .filter((name) => /\.(xml|txt)$/.test(name))
  .sort()
  .map((name) => readFileSync(join(dir, name)));

/** Bytes that matter to XML: markup, references, line ends, UTF-8 lead and trail bytes. */
const NASTY = [...'<>&;/"\'=![]?-#x \n\r:']
  .map((c) => c.charCodeAt(0))
  .concat([0xc3, 0xe2, 0x80, 0xff, 0xfe, 0xef, 0xbb, 0xbf, 0x00]);
const markupByte = fc.oneof(fc.constantFrom(...NASTY), fc.integer({ min: 0, max: 255 }));

type Edit =
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'duplicate'; at: number; length: number }
  | { kind: 'replace'; at: number; byte: number }
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'cut'; at: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('delete' as const),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 16 }),
  }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 64 }),
  }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), byte: markupByte }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.constantFrom(
      '<url>',
      '</url>',
      '<loc>',
      '</loc>',
      '<!--',
      '-->',
      '<![CDATA[',
      ']]>',
      '&amp;',
      '&#x41;',
      '&#0;',
      '<!DOCTYPE x [<!ENTITY e "ee">]>',
      '&e;',
      '<?xml version="1.0"?>',
      'xmlns:x="y"',
      '\r',
      '\r\n',
    ),
  }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
);

function applyEdits(bytes: Uint8Array, edits: readonly Edit[]): Uint8Array {
  let out = Array.from(bytes);
  for (const e of edits) {
    const at = out.length === 0 ? 0 : e.at % (out.length + 1);
    if (e.kind === 'delete') out.splice(at, e.length);
    else if (e.kind === 'duplicate') out.splice(at, 0, ...out.slice(at, at + e.length));
    else if (e.kind === 'replace') out[Math.min(at, Math.max(0, out.length - 1))] = e.byte;
    else if (e.kind === 'insert') out.splice(at, 0, ...new TextEncoder().encode(e.text));
    else out = out.slice(0, at);
  }
  return Uint8Array.from(out);
}

/** Cut points within `length`, sorted and distinct, from arbitrary numbers. */
const cutsFor = (length: number, raw: readonly number[]) =>
  [...new Set(raw.map((n) => (length <= 1 ? 0 : 1 + (n % (length - 1)))))]
    .filter((at) => at > 0 && at < length)
    .sort((a, b) => a - b);

const eventsOf = (result: ReturnType<typeof collect>) =>
  result.entries.length + result.problems.length;

function expectSameUnderCuts(bytes: Uint8Array, rawCuts: readonly number[]): void {
  const whole = collect(bytes);
  expect(collect(bytes, cutsFor(bytes.length, rawCuts))).toEqual(whole);
  // Work bounded by input: a handful of events per byte at most, plus the fixed end-of-file ones.
  expect(eventsOf(whole)).toBeLessThanOrEqual(bytes.length + 16);
}

describe('sitemap reader under fuzzing', () => {
  test('random bytes: no exception, the same answer under any chunking', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 600 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (bytes, cuts) => expectSameUnderCuts(bytes, cuts),
      ),
      fuzzRuns('sitemap random bytes', 300),
    );
  });

  test('random markup-heavy bytes after an XML start', () => {
    const head = new TextEncoder().encode(
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>',
    );
    fc.assert(
      fc.property(
        fc.array(markupByte, { maxLength: 400 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (tail, cuts) => expectSameUnderCuts(Uint8Array.from([...head, ...tail]), cuts),
      ),
      fuzzRuns('sitemap markup bytes', 300),
    );
  });

  test('mutations of the real conformance files', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: files.length - 1 }),
        fc.array(edit, { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 16 }),
        (index, edits, cuts) => expectSameUnderCuts(applyEdits(files[index], edits), cuts),
      ),
      fuzzRuns('sitemap mutated files', 300, 0.5),
    );
  });
});
