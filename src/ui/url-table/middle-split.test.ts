import { expect, test } from 'vitest';
import { splitForMiddleEllipsis } from './middle-split';

test('a short URL is not cut', () => {
  expect(splitForMiddleEllipsis('https://example.com/a')).toEqual({
    head: 'https://example.com/a',
    tail: '',
  });
});

test.each([
  'https://www.getsetsold.ca/real-estate/toronto/condos/123-main-street-unit-4501/',
  'https://example.com/' + 'x'.repeat(200),
  'https://example.com/blog/2024/05/a-post-with-a-long-slug?utm_source=newsletter',
])('a long URL keeps its whole text and a short tail: %s', (url) => {
  const { head, tail } = splitForMiddleEllipsis(url);
  expect(head + tail).toBe(url);
  expect(tail.length).toBeGreaterThan(0);
  expect(tail.length).toBeLessThanOrEqual(36);
  expect(head.startsWith('https://')).toBe(true);
});

test('the tail starts at a slash when one is near its start', () => {
  const { tail } = splitForMiddleEllipsis(
    'https://www.example.com/products/category/subcategory/item-name-here',
  );
  expect(tail).toBe('/category/subcategory/item-name-here');
});
