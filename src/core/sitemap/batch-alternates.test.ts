/**
 * The hreflang alternates a URL batch carries beside its rows (url-batch.ts), as the session
 * puts them into its AlternateTable (session-hreflang.ts): the links the reader counts, trimmed,
 * with their positions, the same from either reader and however the bytes are cut.
 */
import { describe, expect, test } from 'vitest';
import { AlternateTable } from '../hreflang/alternate-table';
import { ByteSitemapReader } from './byte-sitemap-reader';
import { SitemapReader } from './sitemap-reader';
import type { SitemapHandler } from './sitemap-entry';
import type { UrlBatch } from './url-batch';

const XML =
  '<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:x="http://www.w3.org/1999/xhtml">\n' +
  '<url><loc> https://e.com/a </loc>\n  <x:link rel="alternate" hreflang=" en " href="https://e.com/a"/>\n' +
  '  <x:link rel="alternate" hreflang="日本" href="https://e.com/%E3%81%82"/>\n' +
  '  <x:link rel="alternate" hreflang="fr" href="/fr/a"/>\n' +
  '  <x:link rel="canonical" hreflang="de" href="https://e.com/de"/>\n' +
  '  <x:link rel="alternate" href="https://e.com/none"/></url>\n' +
  '<url><loc>https://e.com/b</loc></url>\n' +
  '<url><loc>https://e.com/&#99;</loc><link xmlns="http://www.w3.org/1999/xhtml" rel="alternate" hreflang="x-default" href="https://e.com/&amp;c"/></url>\n' +
  '<url><loc>https://e.com/d</loc><x:link rel=" alternate" hreflang="de-AT" href=" https://e.com/d-at "/></url>\n' +
  '</urlset>\n';

const READERS = {
  bytes: (handler: SitemapHandler) => new ByteSitemapReader(handler, { nowMs: 0 }),
  current: (handler: SitemapHandler) => new SitemapReader(handler, { nowMs: 0 }),
};

/** The table the session fills from the batches of `XML` fed `chunk` bytes at a time. */
function tableOf(reader: keyof typeof READERS, chunk: number) {
  const bytes = new TextEncoder().encode(XML);
  const table = new AlternateTable();
  const onUrlBatch = (batch: UrlBatch) => table.addRows(7, batch);
  const read = READERS[reader]({
    onDocumentKind: () => {},
    onUrl: () => {},
    onUrlBatch,
    onSitemap: () => {},
    onProblem: () => {},
  });
  for (let at = 0; at < bytes.length; at += chunk) read.push(bytes.subarray(at, at + chunk));
  read.end();
  const entries = [];
  for (let entry = 0; entry < table.entryCount; entry++) {
    const links = [];
    for (let link = table.entryFirstLink[entry]; link < table.entryFirstLink[entry + 1]; link++)
      links.push([
        table.codes.textOf(table.linkCode[link]),
        table.urls.textOf(table.linkUrl[link]),
        table.linkLine[link],
        table.linkColumn[link],
      ]);
    entries.push({
      document: table.entryDocument[entry],
      loc: table.urls.textOf(table.entryUrl[entry]),
      at: [table.entryLine[entry], table.entryColumn[entry]],
      links,
    });
  }
  return entries;
}

describe.each(Object.keys(READERS) as (keyof typeof READERS)[])('the %s reader', (reader) => {
  test('hands on the links it counts, trimmed, with their positions', () => {
    expect(tableOf(reader, 1 << 20)).toEqual([
      {
        document: 7,
        loc: 'https://e.com/a',
        at: [3, 6],
        // A relative href names no URL to join; another rel is not an alternate; a link
        // without hreflang joins nothing (each reported as hreflang-invalid where it is).
        links: [
          ['en', 'https://e.com/a', 4, 3],
          ['日本', 'https://e.com/%E3%81%82', 5, 3],
        ],
      },
      {
        document: 7,
        loc: 'https://e.com/c',
        at: [10, 6],
        links: [['x-default', 'https://e.com/&c', 10, 36]],
      },
      {
        document: 7,
        loc: 'https://e.com/d',
        at: [11, 6],
        links: [['de-AT', 'https://e.com/d-at', 11, 32]],
      },
    ]);
  });

  test.each([1, 2, 3, 7, 64])('hands on the same fed %i bytes at a time', (chunk) => {
    expect(tableOf(reader, chunk)).toEqual(tableOf(reader, 1 << 20));
  });
});
