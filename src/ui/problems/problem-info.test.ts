import { describe, expect, test } from 'vitest';
import { problemCodes, type ProblemCode } from '../../core/problems/registry';
import { problemTables } from '../../messages/problem-texts';
import { problemInfo } from './problem-info';

const english = (code: ProblemCode) => problemTables.en[code];

describe('problemInfo', () => {
  test.each([
    ['lastmod-invalid', english('lastmod-invalid')],
    ['index-child-missing', english('index-child-missing')],
    ['not-robots-txt', english('not-robots-txt')],
    ['nul-byte', english('nul-byte')],
    ['url-blocked-by-robots', english('url-blocked-by-robots')],
    ['no-such-code', undefined],
    ['toString', undefined],
  ])('%s', (code, info) => {
    expect(problemInfo(code)).toBe(info); // the page is in English unless set otherwise
  });

  test('every code of the registry has an explanation and a fix', () => {
    for (const code of Object.keys(problemCodes)) {
      expect(problemInfo(code)?.explanation, code).toBeTruthy();
      expect(problemInfo(code)?.fix, code).toBeTruthy();
    }
  });
});
