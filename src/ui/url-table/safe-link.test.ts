import { expect, test } from 'vitest';
import { isHttpUrl } from './safe-link';

test.each([
  ['https://www.example.com/a', true],
  ['HTTP://EXAMPLE.COM/', true],
  ['javascript:alert(1)', false],
  [' javascript:alert(1)', false],
  ['JaVaScRiPt:alert(1)', false],
  ['data:text/html,<script>alert(1)</script>', false],
  ['/relative/path', false],
  ['https://', false],
  ['ftp://example.com/file', false],
  ['https://www.example.com/<script>alert(1)</script>', true],
])('%s → link: %s', (loc, isLink) => {
  expect(isHttpUrl(loc)).toBe(isLink);
});
