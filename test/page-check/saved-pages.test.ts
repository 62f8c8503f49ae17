/**
 * pages.json is a file on disk: each hostile field (hostile-pages-json.json) refuses the whole
 * file, as a fetch log that does not fit is refused; a valid one reads back field for field.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  MAX_SAVED_PAGES,
  readSavedPages,
  savedPageRecords,
} from '../../src/core/page-check/saved-pages';

interface HostileCase {
  name: string;
  fields?: Record<string, unknown>;
  json?: string;
}

const cases = JSON.parse(
  readFileSync(new URL('hostile-pages-json.json', import.meta.url), 'utf8'),
) as { valid: Record<string, unknown>; refused: HostileCase[] };

const fileOf = (page: Record<string, unknown>) => JSON.stringify({ candidates: 10, pages: [page] });

test('a valid pages.json reads back', () => {
  expect(readSavedPages(fileOf(cases.valid))).toEqual({
    candidates: 10,
    pages: [cases.valid],
  });
});

describe('a hostile pages.json is refused whole', () => {
  test.each(cases.refused.map((hostile) => [hostile.name, hostile] as const))(
    '%s',
    (_name, hostile) => {
      const text = hostile.json ?? fileOf({ ...cases.valid, ...hostile.fields });
      expect(readSavedPages(text)).toBeUndefined();
    },
  );

  test('more pages than any run samples', () => {
    const pages = Array.from({ length: MAX_SAVED_PAGES + 1 }, () => cases.valid);
    expect(readSavedPages(JSON.stringify({ pages }))).toBeUndefined();
  });
});

test('a body past the reader’s cap is kept one byte past it; a missing body is none', () => {
  const reading = readSavedPages(fileOf(cases.valid))!;
  const huge = new Uint8Array(6 * 1024 * 1024);
  const [withBody] = savedPageRecords(reading, () => huge);
  expect(withBody!.body!.length).toBe(5 * 1024 * 1024 + 1);
  const [without] = savedPageRecords(reading, () => undefined);
  expect(without!.body).toBeUndefined();
});
