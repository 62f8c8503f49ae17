import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseHttpDate } from '../../src/core/page/http-date';
import { parseIsoDate } from '../../src/core/page/iso-date';
import type { DateFact, DateRole, DateSource, PageFacts } from '../../src/core/page/page-facts';
import { type PageOutcome, type PageVerdict, pageVerdict } from '../../src/core/page/page-verdict';
import {
  CONTRADICTED_MIN_SHARE,
  MIN_COMPARABLE_PAGES,
  type SampledPage,
  samplePage,
  siteVerdict,
} from '../../src/core/page/site-page-verdict';

interface ShortPage {
  modified?: string;
  published?: string;
  lastModified?: string;
  date?: string;
  notHtml?: boolean;
  notFetched?: string;
  blocked?: boolean;
}

const { verdicts } = JSON.parse(
  readFileSync(new URL('./verdicts.json', import.meta.url), 'utf8'),
) as {
  verdicts: { name: string; lastmod: string | null; page: ShortPage; verdict: PageVerdict }[];
};

function fact(text: string | undefined, role: DateRole, source: DateSource): DateFact | null {
  if (text === undefined) return null;
  const parsed = source.startsWith('http-') ? parseHttpDate(text) : parseIsoDate(text);
  if (parsed === null) throw new Error(`test data: ${text} is not a date`);
  return { text, ...parsed, role, source };
}

/** PageFacts from the short form. */
function outcome(page: ShortPage): PageOutcome {
  if (page.blocked) return 'blocked-by-robots';
  if (page.notFetched !== undefined) return { notFetched: page.notFetched };
  const modified = fact(page.modified, 'modified', 'json-ld');
  const published = fact(page.published, 'published', 'json-ld');
  const facts: PageFacts = {
    url: 'https://example.com/a',
    status: 200,
    contentType: page.notHtml ? 'application/pdf' : 'text/html',
    isHtml: !page.notHtml,
    cut: false,
    lang: null,
    title: null,
    canonical: null,
    noindex: { robotsMeta: false, xRobotsTag: false },
    modified,
    published,
    dates: [modified, published].filter((date) => date !== null),
    lastModifiedHeader: fact(page.lastModified, 'modified', 'http-last-modified'),
    responseDate: fact(page.date, 'modified', 'http-date'),
    notes: [],
    fingerprint: null,
  };
  return facts;
}

describe('pageVerdict', () => {
  test.each(verdicts)('$name: $lastmod → $verdict', ({ lastmod, page, verdict }) => {
    expect(pageVerdict(lastmod, outcome(page))).toBe(verdict);
  });
});

function sample(counts: Partial<Record<PageVerdict, number>>, dynamic?: boolean[]): SampledPage[] {
  const pages: SampledPage[] = [];
  for (const [verdict, count] of Object.entries(counts))
    for (let i = 0; i < count; i++)
      pages.push({ url: `https://example.com/${verdict}/${i}`, verdict: verdict as PageVerdict });
  dynamic?.forEach((isDynamic, i) => (pages[i].isDynamicLastModified = isDynamic));
  return pages;
}

describe('siteVerdict', () => {
  test.each<[string, Partial<Record<PageVerdict, number>>, string]>([
    ['all agree', { agrees: 10 }, 'verified'],
    [
      'four in five agree, one newer: the contradicted share is reached',
      { agrees: 8, 'lastmod-newer': 2 },
      'contradicted',
    ],
    ['nine in ten agree', { agrees: 9, 'lastmod-older': 1 }, 'verified'],
    [
      'too few comparable pages',
      { agrees: MIN_COMPARABLE_PAGES - 1, 'no-page-date': 20 },
      'unverifiable',
    ],
    ['only generation-time lastmods', { 'lastmod-newer': 6 }, 'contradicted'],
    [
      'nothing comparable',
      { 'no-page-date': 3, 'not-fetched': 2, 'blocked-by-robots': 1 },
      'unverifiable',
    ],
  ])('%s → %s', (_name, counts, expected) => {
    expect(siteVerdict(sample(counts)).verdict).toBe(expected);
  });

  test('counts, share and examples', () => {
    const result = siteVerdict(
      sample({ agrees: 6, 'lastmod-newer': 3, 'lastmod-before-published': 1, 'no-page-date': 2 }),
    );
    expect(result.counts).toMatchObject({
      agrees: 6,
      'lastmod-newer': 3,
      'lastmod-before-published': 1,
      'no-page-date': 2,
      'not-html': 0,
    });
    expect(result.comparable).toBe(10);
    expect(result.contradictedShare).toBeCloseTo(0.4);
    expect(result.contradictedShare).toBeGreaterThanOrEqual(CONTRADICTED_MIN_SHARE);
    expect(result.examples.map((page) => page.verdict)).toEqual([
      'lastmod-newer',
      'lastmod-newer',
      'lastmod-newer',
    ]);
  });

  test.each<[string, boolean[] | undefined, boolean]>([
    ['every fetched page sends Last-Modified = Date', [true, true, true], true],
    ['one page sends a real Last-Modified', [true, false, true], false],
    ['no page sends Last-Modified', undefined, false],
  ])('dynamic Last-Modified: %s → %s', (_name, dynamic, expected) => {
    expect(siteVerdict(sample({ agrees: 3 }, dynamic)).isLastModifiedDynamic).toBe(expected);
  });
});

describe('samplePage', () => {
  test('a read page carries its verdict and whether its Last-Modified was its Date', () => {
    const page = outcome({
      lastModified: 'Sat, 07 Mar 2026 12:00:00 GMT',
      date: 'Sat, 07 Mar 2026 12:00:00 GMT',
    });
    expect(samplePage('https://example.com/a', '2026-03-07', page)).toEqual({
      url: 'https://example.com/a',
      verdict: 'no-page-date',
      isDynamicLastModified: true,
    });
  });
  test('a page without both headers, or not read, says nothing about them', () => {
    expect(samplePage('u', '2026-03-07', outcome({ modified: '2026-03-07' }))).toEqual({
      url: 'u',
      verdict: 'agrees',
    });
    expect(samplePage('u', '2026-03-07', 'blocked-by-robots')).toEqual({
      url: 'u',
      verdict: 'blocked-by-robots',
    });
  });
});
