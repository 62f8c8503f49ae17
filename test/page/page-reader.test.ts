import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readPage } from '../../src/core/page/read-page';

interface PageCase {
  file: string;
  url?: string;
  headers?: Record<string, string>;
  [field: string]: unknown;
}

const { pages } = JSON.parse(readFileSync(new URL('./pages.json', import.meta.url), 'utf8')) as {
  pages: PageCase[];
};
const checked = [
  'modified',
  'published',
  'lang',
  'canonical',
  'noindex',
  'title',
  'notes',
  'isHtml',
  'contentType',
  'lastModifiedHeader',
  'responseDate',
];

describe('page reader: sample pages', () => {
  test.each(pages)('$file', (page) => {
    const facts = readPage({
      url: page.url ?? `https://example.com/pages/${page.file}`,
      status: 200,
      headers: page.headers ?? { 'Content-Type': 'text/html' },
      body: new Uint8Array(readFileSync(new URL(`./pages/${page.file}`, import.meta.url))),
    });
    for (const field of checked) {
      if (!(field in page)) continue;
      const expected = page[field];
      const actual = facts[field as keyof typeof facts];
      if (expected !== null && typeof expected === 'object' && !Array.isArray(expected))
        expect(actual, field).toMatchObject(expected);
      else if (field === 'notes') expect([...(actual as string[])].sort(), field).toEqual(expected);
      else expect(actual, field).toEqual(expected);
    }
  });
});
