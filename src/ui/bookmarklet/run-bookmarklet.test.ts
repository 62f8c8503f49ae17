import { gzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import type { SiteResponse } from '../../core/site/site-fetch';
import { gunzipCapped } from '../../core/site/gunzip-capped';
import { runBookmarklet, type BookmarkletHost } from './run-bookmarklet';
import {
  checkSiteFiles,
  FILES_MESSAGE,
  READY_MESSAGE,
  type SiteFilesMessage,
} from './site-message';
import type { SitePagesMessage } from './site-pages-message';

const SITE = 'https://www.example.com';
const INSPECTOR = 'https://tools.example.org/inspector/';
const NONCE = 'fedcba9876543210fedcba9876543210';

function response(url: string, status: number, body: Uint8Array): SiteResponse {
  let sent = false;
  return {
    status,
    url,
    headers: { get: () => null },
    body: {
      getReader: () => ({
        read: () => {
          const done = sent;
          sent = true;
          return Promise.resolve(done ? { done: true } : { done: false, value: body });
        },
        cancel: () => Promise.resolve(),
      }),
    },
  };
}

/** A site whose page runs the bookmarklet, with a fake fetch and a fake inspector window. */
/** What a browser answers for a redirect it was asked not to follow: no status, no Location. */
const OPAQUE_REDIRECT = Symbol('opaque redirect');

function fakeHost(files: Record<string, string | Uint8Array | typeof OPAQUE_REDIRECT>) {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const inspector = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  };
  let listener: Parameters<BookmarkletHost['onMessage']>[0] = () => undefined;
  const opened: string[] = [];
  const fetched: { url: string; init: RequestInit }[] = [];
  const host: BookmarkletHost = {
    origin: SITE,
    open: (url) => (opened.push(url), inspector),
    fetch: (url, init) => {
      fetched.push({ url, init });
      const body = files[url];
      if (body === OPAQUE_REDIRECT)
        return Promise.resolve({ ...response(url, 0, new Uint8Array(0)), type: 'opaqueredirect' });
      const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
      return Promise.resolve(response(url, bytes ? 200 : 404, bytes ?? new Uint8Array(0)));
    },
    onMessage: (l) => (listener = l),
    gunzip: gunzipCapped,
  };
  const ready = (
    source: unknown = inspector,
    origin = new URL(INSPECTOR).origin,
    data: unknown = { type: READY_MESSAGE, nonce: NONCE },
  ) => listener({ source, origin, data });
  const say = (data: unknown, origin = new URL(INSPECTOR).origin) =>
    listener({ source: inspector, origin, data });
  return { host, posted, opened, fetched, ready, say };
}

describe('runBookmarklet', () => {
  test('opens the inspector for a hand-over, reads the site from its origin, posts the files with the nonce once it is ready', async () => {
    const site = fakeHost({
      [`${SITE}/robots.txt`]: `Sitemap: ${SITE}/index.xml\nSitemap: https://cdn.example.net/other.xml\n`,
      [`${SITE}/index.xml`]: gzipSync(
        new TextEncoder().encode(
          `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${SITE}/a.xml</loc></sitemap><sitemap><loc>${SITE}/gone.xml</loc></sitemap></sitemapindex>`,
        ),
      ),
      [`${SITE}/a.xml`]: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE}/</loc></url></urlset>`,
    });
    const running = runBookmarklet(INSPECTOR, site.host);
    expect(site.opened).toEqual([`${INSPECTOR}#from=bookmarklet`]);
    // A "ready" from another window or origin, or without a nonce, is not the inspector's.
    site.ready({}, new URL(INSPECTOR).origin);
    site.ready(undefined, 'https://evil.example');
    site.ready(undefined, undefined, { type: READY_MESSAGE });
    await new Promise((wait) => setTimeout(wait, 20));
    expect(site.posted).toEqual([]);
    site.ready();
    // It then waits for a sample the user may ask for in the tab: it never ends on its own.
    void running;
    await expect.poll(() => site.posted.length).toBe(1);
    const { message, targetOrigin } = site.posted[0]!;
    expect(targetOrigin).toBe('https://tools.example.org');
    const files = message as SiteFilesMessage;
    expect(files.type).toBe(FILES_MESSAGE);
    expect(files.nonce).toBe(NONCE);
    // It carries nothing else the site could take for a secret.
    expect(Object.keys(files).sort()).toEqual([
      'failed',
      'files',
      'nonce',
      'notLoaded',
      'takesPages',
      'type',
    ]);
    expect(files.files.map((f) => f.url)).toEqual([
      `${SITE}/robots.txt`,
      `${SITE}/index.xml`,
      `${SITE}/a.xml`,
    ]);
    expect(files.notLoaded).toEqual(['https://cdn.example.net/other.xml']);
    // The child that answered 404 travels as its failure: a finding, not a file to assign.
    expect(files.failed).toEqual([
      { url: `${SITE}/gone.xml`, status: 404, redirects: [], bytes: 0, failure: 'http-status' },
    ]);
    expect(checkSiteFiles(message, SITE, NONCE)).toMatchObject({ ok: true });
  });

  test('asked for a sample, it fetches this origin’s pages robots.txt allows, one at a time, and answers with the request’s nonce', async () => {
    const site = fakeHost({
      [`${SITE}/robots.txt`]: 'User-agent: sitemap-inspector\nDisallow: /private\n',
      [`${SITE}/sitemap.xml`]: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE}/a</loc></url></urlset>`,
      [`${SITE}/a`]: '<html><head><title>a</title></head></html>',
      [`${SITE}/moved`]: OPAQUE_REDIRECT,
    });
    void runBookmarklet(INSPECTOR, site.host);
    site.ready();
    await expect.poll(() => site.posted.length).toBe(1);
    const sampleNonce = '0123456789abcdef0123456789abcdef';
    const sample = {
      type: 'sitemap-inspector:sample',
      nonce: sampleNonce,
      pages: [
        { url: `${SITE}/a`, lastmod: '2026-01-01', stratum: 'newest' },
        { url: `${SITE}/private/b`, lastmod: null, stratum: 'undated' },
        { url: 'https://cdn.example.net/c', lastmod: null, stratum: 'spread' },
        { url: `${SITE}/moved`, lastmod: null, stratum: 'spread' },
      ],
    };
    // A sample from another origin is not the inspector's: nothing is fetched for it.
    site.say(sample, 'https://evil.example');
    await new Promise((wait) => setTimeout(wait, 20));
    expect(site.posted).toHaveLength(1);
    const sitemapFetches = site.fetched.length;
    site.say(sample);
    await expect.poll(() => site.posted.length, { timeout: 5000 }).toBe(2);
    const pageFetches = site.fetched.slice(sitemapFetches);
    expect(pageFetches.map((f) => f.url)).toEqual([`${SITE}/a`, `${SITE}/moved`]);
    expect(pageFetches[0]!.init).toMatchObject({ credentials: 'omit', redirect: 'manual' });
    const answer = site.posted[1]!.message as SitePagesMessage;
    expect(answer.type).toBe('sitemap-inspector:pages');
    expect(answer.nonce).toBe(sampleNonce);
    expect(answer.pages.map((p) => [p.url, p.status, p.notRead, p.robotsLine])).toEqual([
      [`${SITE}/a`, 200, undefined, undefined],
      [`${SITE}/private/b`, null, undefined, 2],
      ['https://cdn.example.net/c', null, 'other-host', undefined],
      // A browser does not say where a redirect points: a redirect with no status.
      [`${SITE}/moved`, null, 'redirect', undefined],
    ]);
    expect(new TextDecoder().decode(answer.pages[0]!.body)).toContain('<title>a</title>');
  });

  test('a blocked pop-up is said, not silently dropped', async () => {
    const site = fakeHost({});
    await expect(runBookmarklet(INSPECTOR, { ...site.host, open: () => null })).rejects.toThrow(
      /pop-ups/,
    );
  });
});

describe('checkSiteFiles: what a hostile site may send instead', () => {
  const good = {
    type: FILES_MESSAGE,
    nonce: NONCE,
    files: [{ url: `${SITE}/a.xml`, bytes: new ArrayBuffer(3) }],
    notLoaded: [],
    failed: [
      { url: `${SITE}/gone.xml`, status: 404, redirects: [], bytes: 0, failure: 'http-status' },
    ],
  };
  const gone = good.failed[0]!;
  test.each([
    ['no nonce (a bookmarklet older than nonces)', { ...good, nonce: undefined }],
    ['another tab’s nonce', { ...good, nonce: 'e'.repeat(32) }],
    ['the nonce with a character more', { ...good, nonce: `${NONCE}0` }],
    ['the nonce in capitals', { ...good, nonce: NONCE.toUpperCase() }],
    ['the nonce as a String object', { ...good, nonce: new String(NONCE) }],
  ])('%s is refused as not sent for this tab', (_name, data) => {
    expect(checkSiteFiles(data, SITE, NONCE)).toEqual({ ok: false, reason: 'nonce' });
  });
  test.each([
    ['not an object', 'files'],
    ['another type', { ...good, type: 'x' }],
    ['files not an array', { ...good, files: {} }],
    [
      'a file from another origin',
      { ...good, files: [{ url: 'https://other.example/a.xml', bytes: new ArrayBuffer(1) }] },
    ],
    ['bytes that are not a buffer', { ...good, files: [{ url: `${SITE}/a.xml`, bytes: 'x' }] }],
    [
      'a file over 50 MB',
      { ...good, files: [{ url: `${SITE}/a.xml`, bytes: new ArrayBuffer(52_428_801) }] },
    ],
    ['too many files', { ...good, files: Array.from({ length: 1002 }, () => good.files[0]) }],
    ['a not-loaded entry that is not a URL', { ...good, notLoaded: ['javascript:alert(1)'] }],
    ['no failed list', { ...good, failed: undefined }],
    [
      'a failed fetch of another origin',
      { ...good, failed: [{ ...gone, url: 'https://other.example/x.xml' }] },
    ],
    ['a failure that is no code', { ...good, failed: [{ ...gone, failure: 'hacked' }] }],
    ['a status that is no status', { ...good, failed: [{ ...gone, status: '404; rm -rf' }] }],
    ['an error code with text', { ...good, failed: [{ ...gone, errorCode: 'ECONNREFUSED <b>' }] }],
    [
      'too many redirects kept',
      { ...good, failed: [{ ...gone, redirects: Array(7).fill(`${SITE}/r`) }] },
    ],
    ['too many failed fetches', { ...good, failed: Array.from({ length: 1002 }, () => gone) }],
  ])('%s is refused', (_name, data) => {
    expect(checkSiteFiles(data, SITE, NONCE)).toEqual({ ok: false, reason: 'shape' });
  });
  test('the good one is taken', () => {
    expect(checkSiteFiles(good, SITE, NONCE)).toMatchObject({
      ok: true,
      notLoaded: [],
      failed: [gone],
    });
  });
});
