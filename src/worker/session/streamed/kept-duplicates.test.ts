import { describe, expect, test } from 'vitest';
import { asDocumentId, type DocumentId } from '../../../core/ids';
import { createProblem } from '../../../core/problems/problem';
import { PROBLEMS_KEPT_PER_CODE } from '../../../core/problems/problem-cap';
import { KeptDuplicates } from './kept-duplicates';

const encoder = new TextEncoder();
const NAMES = ['a.xml', 'b.xml', 'c.xml'];
const nameOf = (documentId: DocumentId) => NAMES[documentId];

/** The listing `line` of document `documentId`, repeating line `firstLine` of document 0. */
function listing(documentId: number, line: number, firstLine = 1, count = 2) {
  return {
    documentId: asDocumentId(documentId),
    line,
    column: 6,
    count,
    firstDocument: asDocumentId(0),
    firstLine,
  };
}

/** The problem the store's reading reports for the same listing (url-store.ts). */
function expected(loc: string, line: number, firstLine = 1, count = 2) {
  return createProblem('duplicate-url', line, 6, { count, firstFile: 'a.xml', firstLine }, loc);
}

describe('KeptDuplicates', () => {
  test('gives back the problems of each document, in reading order, with their URLs', () => {
    const kept = new KeptDuplicates();
    const locs = [
      'https://a.example/1',
      'https://a.example/ü?q=日本',
      'https://a.example/😀',
      // Longer than a slab of URL bytes: one of its own.
      `https://a.example/${'y'.repeat(300_000)}`,
      'https://a.example/after',
    ];
    kept.add(listing(1, 3), encoder.encode(locs[0]), locs[0]);
    kept.add(listing(2, 4, 2), encoder.encode(locs[1]));
    kept.add(listing(1, 5, 7, 3), encoder.encode(locs[2]), locs[2]);
    kept.add(listing(2, 6), encoder.encode(locs[3]));
    kept.add(listing(2, 7), encoder.encode(locs[4]));
    expect(kept.problemsByDocument(nameOf)).toEqual(
      new Map([
        [1, [expected(locs[0], 3), expected(locs[2], 5, 7, 3)]],
        [2, [expected(locs[1], 4, 2), expected(locs[3], 6), expected(locs[4], 7)]],
      ]),
    );
  });

  test('a URL whose bytes do not give its text back (a lone surrogate) keeps its text', () => {
    const kept = new KeptDuplicates();
    const loc = 'https://a.example/\uD800';
    kept.add(listing(1, 3), encoder.encode(loc), loc);
    expect(kept.problemsByDocument(nameOf).get(asDocumentId(1))).toEqual([expected(loc, 3)]);
  });

  test('capped per document as the reader caps, past many growths of its columns and slabs', () => {
    const kept = new KeptDuplicates();
    const over = 250;
    const urlOf = (i: number) => `https://a.example/${'x'.repeat(i % 1000)}/${i}`;
    for (let i = 0; i < PROBLEMS_KEPT_PER_CODE + over; i++) {
      kept.add(listing(1, i + 2), encoder.encode(urlOf(i)));
      if (i % 2 === 0) kept.add(listing(2, i + 2), encoder.encode(urlOf(i)));
    }
    const problems = kept.problemsByDocument(nameOf);
    const first = problems.get(asDocumentId(1))!;
    expect(first).toHaveLength(PROBLEMS_KEPT_PER_CODE + 1);
    expect(first[PROBLEMS_KEPT_PER_CODE - 1]).toEqual(
      expected(urlOf(PROBLEMS_KEPT_PER_CODE - 1), PROBLEMS_KEPT_PER_CODE + 1),
    );
    expect(first.at(-1)).toEqual(
      createProblem('problems-capped', 0, 0, { count: over, code: 'duplicate-url' }),
    );
    const second = problems.get(asDocumentId(2))!;
    expect(second).toHaveLength((PROBLEMS_KEPT_PER_CODE + over) / 2);
    expect(second.at(-1)).toEqual(expected(urlOf(PROBLEMS_KEPT_PER_CODE + over - 2), 1250));
  });
});
