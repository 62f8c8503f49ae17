import { describe, expect, test } from 'vitest';
import { AlternateCollector } from './alternate-collector';
import { AlternateTable } from './alternate-table';

const XML =
  '<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:x="http://www.w3.org/1999/xhtml">\n' +
  '<url><loc> https://e.com/a </loc>\n  <x:link rel="alternate" hreflang=" en " href="https://e.com/a"/>\n' +
  '  <x:link rel="alternate" hreflang="日本" href="https://e.com/%E3%81%82"/>\n' +
  '  <x:link rel="alternate" hreflang="fr" href="/fr/a"/>\n' +
  '  <x:link rel="canonical" hreflang="de" href="https://e.com/de"/>\n' +
  '  <x:link rel="alternate" href="https://e.com/none"/></url>\n' +
  '<url><loc>https://e.com/b</loc></url>\n' +
  '<url><loc>https://e.com/&#99;</loc><link xmlns="http://www.w3.org/1999/xhtml" rel="alternate" hreflang="x-default" href="https://e.com/&amp;c"/></url>\n' +
  '</urlset>\n';

function collect(chunk: number) {
  const bytes = new TextEncoder().encode(XML);
  const table = new AlternateTable();
  const collector = new AlternateCollector(table, 7);
  for (let at = 0; at < bytes.length; at += chunk) collector.push(bytes.subarray(at, at + chunk));
  collector.end();
  const entries = [];
  for (let entry = 0; entry < table.entryCount; entry++) {
    const links = [];
    for (let link = table.entryFirstLink[entry]; link < table.entryFirstLink[entry + 1]; link++)
      links.push([
        table.codes.texts[table.linkCode[link]],
        table.urls.texts[table.linkUrl[link]],
        table.linkLine[link],
        table.linkColumn[link],
      ]);
    entries.push({
      document: table.entryDocument[entry],
      loc: table.urls.texts[table.entryUrl[entry]],
      at: [table.entryLine[entry], table.entryColumn[entry]],
      links,
    });
  }
  return entries;
}

describe('AlternateCollector', () => {
  test('keeps the links the reader counts, trimmed, with their positions', () => {
    expect(collect(1 << 20)).toEqual([
      {
        document: 7,
        loc: 'https://e.com/a',
        at: [3, 6],
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
    ]);
  });

  test.each([1, 2, 3, 7, 64])('reads the same fed %i bytes at a time', (chunk) => {
    expect(collect(chunk)).toEqual(collect(1 << 20));
  });
});
