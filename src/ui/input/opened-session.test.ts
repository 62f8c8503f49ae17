import { describe, expect, test } from 'vitest';
import { pageCheckAskOf } from '../workspace/page-check-entries';
import { fetchOpenedSession, openedSessionToken } from './opened-session';

const TOKEN = 'a'.repeat(32);
const BASE = 'http://127.0.0.1:4000/';

describe('openedSessionToken', () => {
  test.each([
    ['#open=' + TOKEN, TOKEN],
    ['#open=' + 'A'.repeat(32), undefined],
    ['#open=' + 'a'.repeat(31), undefined],
    ['#open=' + TOKEN + '/../x', undefined],
    ['#from=bookmarklet', undefined],
    ['', undefined],
  ])('%s → %s', (hash, token) => {
    expect(openedSessionToken(hash)).toBe(token);
  });
});

const log = {
  fetches: [
    { url: 'http://s.test/robots.txt', purpose: 'robots', status: 200, redirects: [], bytes: 9 },
    {
      url: 'http://s.test/missing.xml',
      purpose: 'sitemap',
      status: 404,
      redirects: [],
      bytes: 0,
      failure: 'http-status',
    },
  ],
  skip: ['*tags*'],
  notFetched: [
    {
      url: 'http://s.test/tags.xml',
      listedIn: 'http://s.test/index.xml',
      reason: 'skip-pattern',
      pattern: '*tags*',
    },
  ],
  saved: [
    { url: 'http://s.test/robots.txt', savedAs: 's.test/robots.txt' },
    { url: 'http://other.test/a?b', savedAs: 'other.test/a%3Fb' },
  ],
};

/** A server holding `files` by URL path; records what was asked. */
function fakeFetch(files: Record<string, string>) {
  const asked: string[] = [];
  const fetchFile = (async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    asked.push(url.origin + url.pathname);
    const body = files[url.pathname];
    return new Response(body ?? 'no', { status: body === undefined ? 404 : 200 });
  }) as typeof fetch;
  return { asked, fetchFile };
}

describe('fetchOpenedSession', () => {
  const folder = `/session/${TOKEN}/`;

  test('each saved file under its URL, each failed fetch and left-out child as an empty entry with its facts', async () => {
    const { asked, fetchFile } = fakeFetch({
      [`${folder}fetch-log.json`]: JSON.stringify(log),
      [`${folder}files/s.test%2Frobots.txt`]: 'User-agent: *',
      [`${folder}files/other.test%2Fa%253Fb`]: '<urlset/>',
    });
    const session = await fetchOpenedSession(TOKEN, BASE, fetchFile);
    expect(session.ok).toBe(true);
    if (!session.ok) return;
    expect(session.files).toBe(2);
    expect(session.origin).toBe('http://s.test');
    expect(
      session.entries.map((entry) => [
        entry.name,
        entry.origin,
        entry.fetch?.status,
        entry.leftOut?.patterns,
      ]),
    ).toEqual([
      ['http://s.test/robots.txt', 'site', undefined, undefined],
      ['http://other.test/a?b', 'site', undefined, undefined],
      ['http://s.test/missing.xml', 'site', 404, undefined],
      ['http://s.test/tags.xml', 'site', undefined, '*tags*'],
    ]);
    expect(await session.entries[1]!.blob.text()).toBe('<urlset/>');
    // Nothing but the page's own origin.
    expect(asked.every((url) => url.startsWith('http://127.0.0.1:4000/session/'))).toBe(true);
  });

  test('a --pages run: pages.json and the bodies it names, for the worker to judge', async () => {
    const pages = {
      candidates: 3,
      pages: [
        {
          url: 'http://s.test/a',
          lastmod: null,
          status: 200,
          headers: {},
          savedAs: 's.test/a.html',
        },
        {
          url: 'http://s.test/b',
          lastmod: null,
          status: 404,
          headers: {},
          notFetched: 'http-status',
        },
      ],
    };
    const { asked, fetchFile } = fakeFetch({
      // The run's log names the page check's file: the page asks for it.
      [`${folder}fetch-log.json`]: JSON.stringify({ ...log, pageCheck: 'pages.json' }),
      [`${folder}files/s.test%2Frobots.txt`]: 'User-agent: *',
      [`${folder}files/other.test%2Fa%253Fb`]: '<urlset/>',
      [`${folder}pages.json`]: JSON.stringify(pages),
      [`${folder}pages/s.test%2Fa.html`]: '<p>a</p>',
    });
    const session = await fetchOpenedSession(TOKEN, BASE, fetchFile);
    if (!session.ok) throw new Error('not ok');
    // The page check's files are entries of their own kind, named as in a saved folder.
    const pageCheck = pageCheckAskOf(session.entries.filter((entry) => entry.kind === 'pages'));
    expect(JSON.parse(await pageCheck!.pagesJson.text())).toEqual(pages);
    expect(pageCheck!.bodies.map((body) => body.savedAs)).toEqual(['s.test/a.html']);
    expect(await pageCheck!.bodies[0]!.blob.text()).toBe('<p>a</p>');
    expect(session.entries.filter((entry) => entry.kind === 'pages').map((e) => e.origin)).toEqual([
      'site',
      'site',
    ]);
    expect(asked.every((url) => url.startsWith('http://127.0.0.1:4000/session/'))).toBe(true);
  });

  test('a run without --pages: no page check, and pages.json is never asked for (a 404 is a console error)', async () => {
    const { asked, fetchFile } = fakeFetch({
      [`${folder}fetch-log.json`]: JSON.stringify(log),
      [`${folder}files/s.test%2Frobots.txt`]: 'User-agent: *',
      [`${folder}files/other.test%2Fa%253Fb`]: '<urlset/>',
    });
    const session = await fetchOpenedSession(TOKEN, BASE, fetchFile);
    expect(session.ok && session.entries.some((entry) => entry.kind === 'pages')).toBe(false);
    expect(asked.some((url) => url.endsWith('pages.json'))).toBe(false);
  });

  test('a server that has stopped: unreachable', async () => {
    const { fetchFile } = fakeFetch({});
    expect(await fetchOpenedSession(TOKEN, BASE, fetchFile)).toEqual({
      ok: false,
      reason: 'unreachable',
    });
  });

  test('a log that does not read: nothing is loaded', async () => {
    const { fetchFile } = fakeFetch({ [`${folder}fetch-log.json`]: '{"fetches": 3}' });
    expect(await fetchOpenedSession(TOKEN, BASE, fetchFile)).toEqual({ ok: false, reason: 'log' });
  });
});
