import { describe, expect, test } from 'vitest';
import { robotsLintCodes } from '../../core/robots/lint-codes';
import { sitemapProblemCodes } from '../../core/sitemap/problem-codes';
import { problemInfo } from './problem-info';

describe('problemInfo', () => {
  test.each([
    ['lastmod-invalid', sitemapProblemCodes['lastmod-invalid']],
    ['index-child-missing', sitemapProblemCodes['index-child-missing']],
    ['not-robots-txt', robotsLintCodes['not-robots-txt']],
    ['nul-byte', robotsLintCodes['nul-byte']],
    ['no-such-code', undefined],
    ['toString', undefined],
  ])('%s', (code, info) => {
    expect(problemInfo(code)).toBe(info);
  });

  test('every code of both tables has an explanation and a fix', () => {
    for (const code of [...Object.keys(sitemapProblemCodes), ...Object.keys(robotsLintCodes)]) {
      expect(problemInfo(code)?.explanation, code).toBeTruthy();
      expect(problemInfo(code)?.fix, code).toBeTruthy();
    }
  });

  test('the two tables share no code, so neither hides the other', () => {
    const shared = Object.keys(robotsLintCodes).filter((code) =>
      Object.hasOwn(sitemapProblemCodes, code),
    );
    expect(shared).toEqual([]);
  });
});
