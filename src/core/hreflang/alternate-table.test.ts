import { describe, expect, test } from 'vitest';
import { hashBytes } from '../byte-hash';
import { UrlBatch } from '../sitemap/url-batch';
import { AlternateTable } from './alternate-table';

type Entry = [loc: string, links: [code: string, href: string][]];

const encoder = new TextEncoder();

/**
 * The entries as the byte reader hands them on: locs and hrefs as ASCII bytes, the locs with
 * their hashes when `isHashed` (as the reader hashes them while it copies them).
 */
function byteBatch(entries: readonly Entry[], isHashed = false): UrlBatch {
  const batch = new UrlBatch();
  const locs = encoder.encode(entries.map(([loc]) => loc).join(''));
  let at = 0;
  for (const [loc, links] of entries) {
    const start = at;
    at += loc.length;
    const hash = isHashed ? hashBytes(locs, start, at) | 0 : undefined;
    batch.addRowOfBytes(locs, start, at, 1, 1, hash);
    for (const [code, href] of links) {
      const bytes = encoder.encode(` ${href} `);
      batch.addLinkOfBytes(code, bytes, 1, bytes.length - 1, 1, 5);
    }
  }
  return batch;
}

/** The table's entries and links: documents, ids and texts (positions left out). */
function contents(table: AlternateTable) {
  return Array.from({ length: table.entryCount }, (_, entry) => [
    table.entryDocument[entry],
    table.entryUrl[entry],
    table.urls.textOf(table.entryUrl[entry]),
    Array.from(
      table.linkUrl.subarray(table.entryFirstLink[entry], table.entryFirstLink[entry + 1]),
      (url, at) => {
        const link = table.entryFirstLink[entry] + at;
        return [table.codes.textOf(table.linkCode[link]), url, table.urls.textOf(url)];
      },
    ),
  ]);
}

const CLUSTER = (n: number): Entry[] =>
  ['en', 'de', 'fr'].map((code) => [
    `https://e.com/${code}/${n}`,
    ['en', 'de', 'fr'].map((other) => [other, `https://e.com/${other}/${n}`]),
  ]);

const CASES: [string, Entry[]][] = [
  ['a cluster listed member by member', [...CLUSTER(1), ...CLUSTER(2)]],
  [
    'hrefs of the same length as the entry before, differing in one byte',
    [
      [
        'https://e.com/a',
        [
          ['en', 'https://e.com/a'],
          ['de', 'https://e.com/b'],
        ],
      ],
      [
        'https://e.com/b',
        [
          ['en', 'https://e.com/c'],
          ['de', 'https://e.com/b'],
        ],
      ],
      [
        'https://e.com/c',
        [
          ['de', 'https://e.com/b'],
          ['en', 'https://e.com/c'],
        ],
      ],
    ],
  ],
  ['no links', [['https://e.com/a', []]]],
];

describe('alternate table', () => {
  test.each(CASES)('%s: a batch of bytes gives the table the strings give', (_name, entries) => {
    const fromBytes = new AlternateTable();
    fromBytes.addRows(1, byteBatch(entries));
    const fromHashedBytes = new AlternateTable();
    fromHashedBytes.addRows(1, byteBatch(entries, true));
    const fromStrings = new AlternateTable();
    for (const [loc, links] of entries) {
      if (links.length === 0) continue;
      fromStrings.addEntry(1, loc, 1, 1);
      for (const [code, href] of links) fromStrings.addLink(code, href, 1, 5);
    }
    expect(contents(fromBytes)).toEqual(contents(fromStrings));
    expect(contents(fromHashedBytes)).toEqual(contents(fromStrings));
  });

  test('after a removal the texts are numbered again, and batches read after it join them', () => {
    const table = new AlternateTable();
    table.addRows(1, byteBatch(CLUSTER(1)));
    table.addRows(2, byteBatch(CLUSTER(2)));
    table.removeDocuments(new Set([1]));
    table.addRows(3, byteBatch(CLUSTER(2)));
    table.addRows(4, byteBatch(CLUSTER(1)));
    const fresh = new AlternateTable();
    fresh.addRows(2, byteBatch(CLUSTER(2)));
    fresh.addRows(3, byteBatch(CLUSTER(2)));
    fresh.addRows(4, byteBatch(CLUSTER(1)));
    expect(contents(table)).toEqual(contents(fresh));
    expect(table.urls.size).toBe(6);
  });
});
