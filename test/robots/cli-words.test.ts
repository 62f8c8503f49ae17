/**
 * The command line's words for a verdict, from the page's catalog (scripts/cli-messages.ts):
 * English as the CLI has always printed it (core wrote these strings before issue 24), and
 * the same cells in Japanese and Chinese.
 */
import { expect, test } from 'vitest';
import { VerdictCode } from '../../src/core/robots/analyses/crosscheck';
import { cliWords } from '../../scripts/cli-messages';

test.each([
  [VerdictCode.allowed, 3, undefined, 'Allowed (line 3)'],
  [VerdictCode.allowed, 0, undefined, 'Allowed (no rule matched)'],
  [VerdictCode.blocked, 7, undefined, 'Blocked (line 7)'],
  [VerdictCode.notCovered, 0, undefined, 'Not covered'],
  [
    VerdictCode.notCovered,
    0,
    'https://other.org',
    'Not covered (https://other.org is another site)',
  ],
  [VerdictCode.invalid, 0, undefined, 'Invalid'],
])('English cell(%i, %i, %s) is "%s"', (verdict, line, otherOrigin, text) => {
  expect(cliWords('en').cell(verdict, line, otherOrigin)).toBe(text);
});

test.each(['ja', 'zh'] as const)('%s names the other site of a URL not covered', (locale) => {
  const words = cliWords(locale);
  const text = words.cell(VerdictCode.notCovered, 0, 'https://other.org');
  expect(text).toContain('https://other.org');
  expect(text.startsWith(words.cell(VerdictCode.notCovered, 0))).toBe(true);
});
