/**
 * The `rowDetail` answer: a row's extension fields read again from its document, whether the
 * input is a plain file, a `.gz` or an archive member, its robots.txt verdict, and what is
 * said for a removed file and for documents without extensions.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { writeZip } from '../../../test/fixtures/archive-writers';
import type { AnalyzerEvent } from '../protocol/request-map';
import type { FileSource } from '../protocol/files';
import type { RobotsCheck } from '../protocol/robots';
import type { UrlRowView } from '../protocol/rows';
import { InspectorSession, type RequestContext } from './inspector-session';
import { CANCELLED } from './session-context';

const clock = { nowMs: () => Date.UTC(2026, 10, 30), monotonicMs: () => performance.now() };
const encode = (text: string) => new TextEncoder().encode(text);

const URLSET =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"\n' +
  '  xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"\n' +
  '  xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
  '  <url><loc>https://www.example.com/</loc></url>\n' +
  '  <url>\n' +
  '    <loc>https://www.example.com/cart/ja</loc>\n' +
  '    <image:image><image:loc>https://www.example.com/a.jpg</image:loc>' +
  '<image:caption>A cart</image:caption></image:image>\n' +
  '    <xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/cart/en"/>\n' +
  '  </url>\n' +
  '</urlset>\n';
const ROBOTS = 'User-agent: *\nDisallow: /cart/\n';
const TEXT_SITEMAP = 'https://www.example.com/text\n';

function contextFor(isCancelled = () => false): RequestContext {
  const events: AnalyzerEvent[] = [];
  return {
    requestId: 1,
    emit: (event) => events.push(event),
    isCancelled,
    yieldToEvents: () => Promise.resolve(),
  };
}

const blob = (bytes: Uint8Array): FileSource => ({ kind: 'blob', blob: new Blob([bytes.slice()]) });

async function sessionWith(name: string, bytes: Uint8Array) {
  const session = new InspectorSession(clock);
  await session.open(
    [
      { inputId: 'f', name, source: blob(bytes) },
      { inputId: 'r', name: 'robots.txt', source: blob(encode(ROBOTS)) },
      { inputId: 't', name: 'urls.txt', source: blob(encode(TEXT_SITEMAP)) },
    ],
    contextFor(),
  );
  return session;
}

function rowOf(session: InspectorSession, loc: string): UrlRowView {
  const row = session.rows({}, 0, 100).rows.find((one) => one.loc === loc);
  if (!row) throw new Error(`no row ${loc}`);
  return row;
}

const CHECK: RobotsCheck = { source: { kind: 'first-loaded' }, agent: 'Googlebot' };

describe('rowDetail', () => {
  test.each([
    ['sitemap.xml', encode(URLSET)],
    ['sitemap.xml.gz', new Uint8Array(gzipSync(encode(URLSET)))],
    [
      'export.zip',
      writeZip([
        { path: 'a/other.xml', data: encode(URLSET.replace(/cart/g, 'x')) },
        { path: 'a/sitemap.xml', data: encode(URLSET) },
      ]),
    ],
  ])('reads the fields of a row of %s again, with its verdict', async (name, bytes) => {
    const session = await sessionWith(name, bytes);
    const row = rowOf(session, 'https://www.example.com/cart/ja');
    const answer = await session.rereads.rowDetail(row.row, row.loc, CHECK, contextFor());
    expect(answer).toMatchObject({
      status: 'read',
      extensions: {
        images: [{ loc: 'https://www.example.com/a.jpg', caption: 'A cart' }],
        imageCount: 1,
        alternates: [{ hreflang: 'en', href: 'https://www.example.com/cart/en' }],
        alternateCount: 1,
        videoCount: 0,
        newsCount: 0,
      },
      robots: {
        name: 'robots.txt',
        agent: 'Googlebot',
        verdict: 'blocked',
        line: 2,
        rule: 'Disallow: /cart/',
      },
    });
  });

  test('a text sitemap has no extensions to read', async () => {
    const session = await sessionWith('sitemap.xml', encode(URLSET));
    const row = rowOf(session, 'https://www.example.com/text');
    const answer = await session.rereads.rowDetail(row.row, row.loc, CHECK, contextFor());
    expect(answer).toMatchObject({ status: 'none', robots: { verdict: 'allowed' } });
  });

  test('a row whose file was removed is gone', async () => {
    const session = await sessionWith('sitemap.xml', encode(URLSET));
    const row = rowOf(session, 'https://www.example.com/cart/ja');
    session.remove(['f']);
    expect(await session.rereads.rowDetail(row.row, row.loc, undefined, contextFor())).toEqual({
      status: 'gone',
    });
  });

  test('a cancelled read answers nothing', async () => {
    const session = await sessionWith('sitemap.xml', encode(URLSET));
    const row = rowOf(session, 'https://www.example.com/cart/ja');
    expect(
      await session.rereads.rowDetail(
        row.row,
        row.loc,
        undefined,
        contextFor(() => true),
      ),
    ).toBe(CANCELLED);
  });
});
