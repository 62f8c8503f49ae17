import { describe, expect, test } from 'vitest';
import { robotsCrossCheckCodes } from '../../core/robots/crosscheck-codes';
import { robotsLintCodes } from '../../core/robots/lint-codes';
import { sitemapProblemCodes } from '../../core/sitemap/problem-codes';
import { problemInfo } from './problem-info';

describe('problemInfo', () => {
  test.each([
    ['lastmod-invalid', sitemapProblemCodes['lastmod-invalid']],
    ['index-child-missing', sitemapProblemCodes['index-child-missing']],
    ['not-robots-txt', robotsLintCodes['not-robots-txt']],
    ['nul-byte', robotsLintCodes['nul-byte']],
    ['url-blocked-by-robots', robotsCrossCheckCodes['url-blocked-by-robots']],
    ['no-such-code', undefined],
    ['toString', undefined],
  ])('%s', (code, info) => {
    expect(problemInfo(code)).toBe(info);
  });

  test('every code of both tables has an explanation and a fix', () => {
    for (const code of [
      ...Object.keys(sitemapProblemCodes),
      ...Object.keys(robotsLintCodes),
      ...Object.keys(robotsCrossCheckCodes),
    ]) {
      expect(problemInfo(code)?.explanation, code).toBeTruthy();
      expect(problemInfo(code)?.fix, code).toBeTruthy();
    }
  });

  test('the tables share no code, so none hides another', () => {
    const codes = [sitemapProblemCodes, robotsLintCodes, robotsCrossCheckCodes].flatMap((table) =>
      Object.keys(table),
    );
    expect(new Set(codes).size).toBe(codes.length);
  });
});
