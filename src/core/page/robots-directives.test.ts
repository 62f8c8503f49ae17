import { expect, test } from 'vitest';
import { hasNoindex } from './robots-directives';

// Google's robots meta tag and X-Robots-Tag documentation: directives are comma-separated,
// case-insensitive, and may be prefixed by a user agent.
test.each([
  ['noindex', true],
  ['NOINDEX, nofollow', true],
  ['none', true],
  ['googlebot: noindex', true],
  ['otherbot: noindex, nofollow', true],
  ['index, follow', false],
  ['unavailable_after: 25 Jun 2010 15:00:00 PST', false],
  ['max-snippet: -1, max-image-preview: large', false],
  ['noindexing', false],
  ['', false],
])('%j → %s', (directives, expected) => {
  expect(hasNoindex(directives)).toBe(expected);
});
