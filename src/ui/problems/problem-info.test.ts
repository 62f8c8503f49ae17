import { describe, expect, test } from 'vitest';
import { problemCodes } from '../../core/problems/registry';
import { problemInfo } from './problem-info';

describe('problemInfo', () => {
  test.each([
    ['lastmod-invalid', problemCodes['lastmod-invalid']],
    ['index-child-missing', problemCodes['index-child-missing']],
    ['not-robots-txt', problemCodes['not-robots-txt']],
    ['nul-byte', problemCodes['nul-byte']],
    ['url-blocked-by-robots', problemCodes['url-blocked-by-robots']],
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
