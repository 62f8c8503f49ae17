import { expect, test } from 'vitest';
import { bestJsonLdDate, jsonLdDates } from './json-ld-dates';

// Which object speaks for the page (json-ld-dates.ts): article > page > other > not the page.
test.each<[string, unknown, string | null]>([
  ['a lone Article', { '@type': 'Article', dateModified: 'A' }, 'A'],
  [
    'Article beats WebPage beats Organization',
    {
      '@graph': [
        { '@type': 'Organization', dateModified: 'O' },
        { '@type': 'WebPage', dateModified: 'P' },
        { '@type': 'BlogPosting', dateModified: 'B' },
      ],
    },
    'B',
  ],
  [
    'an untyped object beats a WebSite',
    [{ '@type': 'WebSite', dateModified: 'S' }, { dateModified: 'U' }],
    'U',
  ],
  [
    'a prefixed type',
    {
      '@type': 'https://schema.org/NewsArticle',
      dateModified: 'N',
      author: { '@type': 'Person', dateModified: 'X' },
    },
    'N',
  ],
  ['only the Organization has one', { '@type': 'Organization', dateModified: 'O' }, 'O'],
  ['@value and arrays', { '@type': 'Article', dateModified: [{ '@value': 'V' }, 'W'] }, 'V'],
  [
    'numbers and blanks are not dates',
    { '@type': 'Article', dateModified: 20260303, datePublished: ' ' },
    null,
  ],
  [
    'first in document order within a rank',
    [
      { '@type': 'Article', dateModified: 'first' },
      { '@type': 'Article', dateModified: 'second' },
    ],
    'first',
  ],
])('%s', (_name, value, expected) => {
  expect(bestJsonLdDate(jsonLdDates(value), 'modified')?.text ?? null).toBe(expected);
});

test('deep nesting does not overflow the stack', () => {
  let value: unknown = { '@type': 'Article', dateModified: 'deep' };
  for (let i = 0; i < 5000; i++) value = { child: value };
  expect(jsonLdDates(value)).toEqual([{ text: 'deep', role: 'modified', rank: 3 }]);
});
