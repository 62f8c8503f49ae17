import { describe, expect, test } from 'vitest';
import { MAX_SAVED_BODY_BYTES, readSavedPages } from '../../core/page-check/saved-pages';
import { sitePagesOf, type AskedSample } from './site-pages-check';
import { PAGES_MESSAGE } from './site-pages-message';

const SITE = 'https://www.example.com';
const NONCE = '0123456789abcdef0123456789abcdef';
const asked: AskedSample = {
  nonce: NONCE,
  candidates: 40,
  pages: [
    { url: `${SITE}/a`, lastmod: '2026-01-01', stratum: 'newest' },
    { url: `${SITE}/private`, lastmod: null, stratum: 'undated' },
  ],
};
const body = new TextEncoder().encode('<title>a</title>').buffer;
const answer = (more: Record<string, unknown> = {}, pages?: unknown[]) => ({
  type: PAGES_MESSAGE,
  nonce: NONCE,
  pages: pages ?? [
    { url: `${SITE}/a`, status: 200, headers: { 'content-type': 'text/html' }, body },
    { url: `${SITE}/private`, status: null, headers: {}, robotsLine: 2 },
  ],
  ...more,
});

describe('the bookmarklet’s pages, taken only as the answer to the tab’s sample', () => {
  test('a good answer is a saved run’s pages.json and bodies, with the sample’s own lastmod', async () => {
    const ask = sitePagesOf(answer(), asked)!;
    const reading = readSavedPages(await ask.pagesJson.text())!;
    expect(reading.candidates).toBe(40);
    expect(reading.pages).toEqual([
      {
        url: `${SITE}/a`,
        lastmod: '2026-01-01',
        stratum: 'newest',
        status: 200,
        headers: { 'content-type': 'text/html' },
        savedAs: 'page-0.html',
      },
      {
        url: `${SITE}/private`,
        lastmod: null,
        stratum: 'undated',
        status: null,
        headers: {},
        robotsLine: 2,
      },
    ]);
    expect(ask.bodies.map((b) => b.savedAs)).toEqual(['page-0.html']);
    expect(await ask.bodies[0]!.blob.text()).toBe('<title>a</title>');
  });

  test.each<[string, unknown]>([
    ['another nonce', answer({ nonce: 'f'.repeat(32) })],
    ['no nonce', answer({ nonce: undefined })],
    ['another type', answer({ type: 'sitemap-inspector:files' })],
    ['a page not asked for', answer({}, [{ url: `${SITE}/other`, status: 200, headers: {} }, {}])],
    ['pages out of order', answer({}, [...answer().pages].reverse())],
    ['a page left out', answer({}, answer().pages.slice(0, 1))],
    [
      'a body past the reader’s cap',
      answer({}, [
        {
          url: `${SITE}/a`,
          status: 200,
          headers: {},
          body: new ArrayBuffer(MAX_SAVED_BODY_BYTES + 1),
        },
        answer().pages[1],
      ]),
    ],
    ['not an object', 'pages'],
  ])('%s is refused', (_name, data) => {
    expect(sitePagesOf(data, asked)).toBeUndefined();
  });

  test('fields the site words badly reach the worker’s check of pages.json, which refuses the file', async () => {
    const ask = sitePagesOf(
      answer({}, [
        { url: `${SITE}/a`, status: 200, headers: { 'set-cookie': 'x' } },
        answer().pages[1],
      ]),
      asked,
    )!;
    expect(readSavedPages(await ask.pagesJson.text())).toBeUndefined();
  });
});
