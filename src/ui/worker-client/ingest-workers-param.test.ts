import { describe, expect, test } from 'vitest';
import { ingestWorkersParam } from './ingest-workers-param';

describe('ingestWorkersParam', () => {
  test.each([
    ['', undefined],
    ['?workers=1', 1],
    ['?workers=0', 0],
    ['?lang=ja&workers=3', 3],
    ['?workers=8', 8],
    ['?workers=9', undefined],
    ['?workers=-1', undefined],
    ['?workers=two', undefined],
    ['?workers=', undefined],
  ])('%j → %j', (search, expected) => {
    expect(ingestWorkersParam(search)).toBe(expected);
  });
});
