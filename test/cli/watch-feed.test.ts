import { expect, test } from 'vitest';
import { codeSpan, watchText } from '../../scripts/watch-feed';
import { parseFailOn } from '../../scripts/watch-fail-on';
import { CODE_SPAN_CASES, FAIL_ON_CASES, FEED_CASES } from './watch-feed-cases';

test.each(FAIL_ON_CASES)('--fail-on %j', (text, expected) => {
  const parsed = parseFailOn(text);
  if (expected instanceof RegExp) expect(parsed).toMatch(expected);
  else expect(parsed).toEqual(expected);
});

test.each(CODE_SPAN_CASES)('%j as a code span is %j', (text, span) => {
  expect(codeSpan(text)).toBe(span);
});

test.each(FEED_CASES)('the feed of %s', (_name, run, says, neverSays) => {
  const lines = watchText(run).split('\n');
  for (const line of says) expect(lines).toContain(line);
  for (const words of neverSays) expect(watchText(run)).not.toContain(words);
});
