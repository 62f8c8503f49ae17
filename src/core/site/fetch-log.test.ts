import { describe, expect, test } from 'vitest';
import { readFetchLog } from './fetch-log';

const SITE = 'http://127.0.0.1:8080';
const log = {
  url: SITE,
  fetches: [
    { url: `${SITE}/robots.txt`, purpose: 'robots', status: 200, redirects: [], bytes: 10 },
    { url: `${SITE}/s.xml?p=2`, purpose: 'sitemap', status: 200, redirects: [], bytes: 10 },
    {
      url: `${SITE}/gone.xml`,
      purpose: 'sitemap',
      status: 404,
      redirects: [],
      bytes: 0,
      failure: 'http-status',
    },
  ],
  saved: [
    { url: `${SITE}/robots.txt`, savedAs: '127.0.0.1_8080/robots.txt' },
    { url: `${SITE}/s.xml?p=2`, savedAs: '127.0.0.1_8080/s.xml%3Fp=2' },
    { url: `${SITE}/lost.xml`, savedAs: '127.0.0.1_8080/lost.xml', error: 'ENOSPC' },
  ],
};

describe('readFetchLog', () => {
  test('saved names to URLs, and the sitemaps the site did not give', () => {
    const reading = readFetchLog(JSON.stringify(log))!;
    expect([...reading.urlOfSaved]).toEqual([
      ['127.0.0.1_8080/robots.txt', `${SITE}/robots.txt`],
      ['127.0.0.1_8080/s.xml%3Fp=2', `${SITE}/s.xml?p=2`],
    ]);
    expect(reading.failed).toEqual([
      { url: `${SITE}/gone.xml`, status: 404, redirects: [], bytes: 0, failure: 'http-status' },
    ]);
  });

  test('a robots.txt answering 404 means no rules: not a failure', () => {
    const robots404 = {
      fetches: [
        {
          url: `${SITE}/robots.txt`,
          purpose: 'robots',
          status: 404,
          redirects: [],
          bytes: 0,
          failure: 'http-status',
        },
      ],
    };
    expect(readFetchLog(JSON.stringify(robots404))!.failed).toEqual([]);
  });

  test("the children the run's --skip and --follow left out, with their patterns", () => {
    const listedIn = `${SITE}/index.xml`;
    const leftOut = {
      fetches: [],
      follow: ['*posts*', '*pages*'],
      notFetched: [
        { url: `${SITE}/tags.xml`, listedIn, reason: 'skip-pattern', pattern: '*tags*' },
        { url: `${SITE}/feed.xml`, listedIn, reason: 'no-follow-pattern' },
        // Not the user's choice: the run reported it, and it stays missing here.
        { url: `${SITE}/big.xml`, listedIn, reason: 'file-cap' },
      ],
    };
    expect(readFetchLog(JSON.stringify(leftOut))!.leftOut).toEqual([
      { url: `${SITE}/tags.xml`, option: 'skip', patterns: '*tags*' },
      { url: `${SITE}/feed.xml`, option: 'follow', patterns: '*posts* *pages*' },
    ]);
    expect(readFetchLog(JSON.stringify(log))!.leftOut).toEqual([]);
  });

  test.each([
    ['not JSON', '{'],
    ['not an object', '[]'],
    ['no fetches', '{}'],
    ['a fetch of no purpose', JSON.stringify({ fetches: [{ url: SITE }] })],
    [
      'a failure that is no code',
      JSON.stringify({ fetches: [{ ...log.fetches[2], failure: 'rm -rf' }] }),
    ],
    [
      'a saved URL that is not http(s)',
      JSON.stringify({ fetches: [], saved: [{ url: 'file:///etc/passwd', savedAs: 'x' }] }),
    ],
    ['notFetched that is no list', JSON.stringify({ fetches: [], notFetched: {} })],
    ['a follow pattern that is no text', JSON.stringify({ fetches: [], follow: [1] })],
    [
      'a left-out reason that is no text',
      JSON.stringify({ fetches: [], notFetched: [{ url: `${SITE}/a.xml`, reason: 1 }] }),
    ],
  ])('%s: not used', (_, text) => expect(readFetchLog(text)).toBeUndefined());
});
