/**
 * Every shape a URL row takes carries exactly the fields of `URL_ROW_FIELDS`: each shape says
 * which of its members carry which field, which fields it drops and why, and which members
 * are bookkeeping; the members of a real instance must then be exactly those. A column added
 * to one shape and not listed here, or a field one shape forgets, fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { URL_STORE_COLUMNS } from '../../src/core/analysis/url-store-columns';
import { UrlStore } from '../../src/core/analysis/url-store';
import { UrlBatchWireBuilder } from '../../src/core/ingest/url-batch-wire';
import { SitemapReader } from '../../src/core/sitemap/sitemap-reader';
import type { UrlEntry } from '../../src/core/sitemap/sitemap-entry';
import { UrlBatch } from '../../src/core/sitemap/url-batch';
import { URL_ROW_FIELDS, type UrlRowField } from '../../src/core/sitemap/url-row-fields';
import { entry } from '../analysis/store-fixture';
import { TEST_NOW_MS } from './collect';

interface Shape {
  /** The members of a real instance. */
  members: () => string[];
  /** Field → the members that carry it. */
  carries: Partial<Record<UrlRowField, readonly string[]>>;
  /** Fields the shape does not keep, and why. */
  drops: Partial<Record<UrlRowField, string>>;
  /** Members that are not a field of the row, and what they are. */
  besides: Record<string, string>;
}

/** The keys of every entry the reader hands to `onUrl` for two conformance files. */
function readerEntryKeys(): string[] {
  const keys = new Set<string>();
  for (const name of ['extensions.xml', 'lastmod-and-fields.xml']) {
    const reader = new SitemapReader(
      {
        onDocumentKind: () => {},
        onUrl: (read) => Object.keys(read).forEach((key) => keys.add(key)),
        onSitemap: () => {},
        onProblem: () => {},
      },
      { nowMs: TEST_NOW_MS },
    );
    reader.push(readFileSync(join(import.meta.dirname, '../conformance/sitemap', name)));
    reader.end();
  }
  return [...keys];
}

/** The typed-array fields of a store with every lazy column allocated. */
function storeArrayFields(): string[] {
  const store = new UrlStore();
  const file = store.addDocument('a.xml');
  const full = { images: 1, videos: 1, alternates: 1, newsPublicationMs: 0 };
  store.addUrl(file, entry('https://example.com/', full));
  store.addUrl(file, entry('https://example.com/', full));
  const fields = store as unknown as Record<string, unknown>;
  return Object.keys(store).filter((key) => ArrayBuffer.isView(fields[key]));
}

const sameAsEntry = {
  line: ['line'],
  column: ['column'],
  lastmodMs: ['lastmodMs'],
  lastmodPrecision: ['lastmodPrecision'],
  priority: ['priority'],
  images: ['images'],
  videos: ['videos'],
  alternates: ['alternates'],
  newsPublicationMs: ['newsPublicationMs'],
} as const;

/** The rows' hreflang links, on their way to the session's hreflang table, not the store. */
function alternatesBeside(members: readonly string[]): Record<string, string> {
  return Object.fromEntries(members.map((member) => [member, "the rows' hreflang links"]));
}

const shapes: [string, Shape][] = [
  [
    'UrlEntry (the reader, per entry)',
    {
      members: readerEntryKeys,
      carries: {
        ...sameAsEntry,
        loc: ['loc'],
        lastmodText: ['lastmodText'],
        changefreq: ['changefreq'],
      },
      drops: { problemCodes: "beside the entry: onUrl's second argument" },
      besides: {},
    },
  ],
  [
    'UrlBatch (the reader, in columns)',
    {
      members: () => Object.keys(new UrlBatch()),
      carries: {
        ...sameAsEntry,
        loc: ['loc', 'locBytes', 'locByteStart', 'locHash', 'isLocHashed'],
        lastmodText: ['lastmodText', 'lastmodBytes', 'lastmodByteStart', 'lastmodByteEnd'],
        changefreq: ['changefreq'],
        problemCodes: ['problemCodes'],
      },
      drops: {},
      besides: {
        count: 'rows in use',
        ...alternatesBeside([
          'linkStart',
          'linkCount',
          'linkHreflang',
          'linkHref',
          'linkHrefBytes',
          'linkHrefStart',
          'linkHrefEnd',
          'linkLine',
          'linkColumn',
        ]),
      },
    },
  ],
  [
    'UrlBatchWire (between workers)',
    {
      members: () => Object.keys(new UrlBatchWireBuilder(1).build()),
      carries: {
        ...sameAsEntry,
        loc: ['locLengths', 'locText', 'locHash'],
        lastmodText: ['presence', 'valueLengths', 'valueText'],
        changefreq: ['presence', 'valueLengths', 'valueText'],
        problemCodes: ['codeCount', 'codes'],
      },
      drops: {},
      besides: {
        rows: 'rows in the batch',
        ingestId: 'the document, as the ingest numbers it',
        ...alternatesBeside(['linkCount', 'linkLine', 'linkColumn', 'linkLengths', 'linkText']),
      },
    },
  ],
  [
    'UrlStore columns',
    {
      members: () => [...new Set([...URL_STORE_COLUMNS.map((c) => c.name), ...storeArrayFields()])],
      carries: {
        ...sameAsEntry,
        loc: ['textStart'], // and the bytes, in store.text
        changefreq: ['changefreq'], // as a byte code
        newsPublicationMs: ['newsMs'],
        problemCodes: ['problemBits'], // and the codes past 32, by row
      },
      drops: {
        lastmodText: 'the views show lastmodMs at its precision; the row detail re-reads the file',
      },
      besides: {
        documentOf: 'the document, as the store numbers it',
        prefixOf: 'the interned prefix of loc (host and section)',
        duplicateCounts: 'occurrences of the URL, worked out from the texts',
        stagedEnds: 'the buffer addBatch stages a batch in, not a column',
        batchHashes: 'the hashes of the batch being added, not a column',
      },
    },
  ],
];

describe('URL row shapes', () => {
  test('the field list is the UrlEntry fields and the codes beside them', () => {
    expectTypeOf<UrlRowField>().toEqualTypeOf<keyof UrlEntry | 'problemCodes'>();
  });

  test.each(shapes)('%s carries or drops each field once', (_name, shape) => {
    const named = [...Object.keys(shape.carries), ...Object.keys(shape.drops)];
    expect(named.sort()).toEqual([...URL_ROW_FIELDS].sort());
  });

  test.each(shapes)('%s has exactly the members it names', (_name, shape) => {
    const named = new Set([...Object.values(shape.carries).flat(), ...Object.keys(shape.besides)]);
    // `locBytes` is unset until a batch carries bytes, so an instance may not show it yet.
    const members = new Set([...shape.members(), ...(named.has('locBytes') ? ['locBytes'] : [])]);
    expect([...members].sort()).toEqual([...named].sort());
  });
});
