/**
 * Generated lastmod patterns get the verdicts they should: one stamp everywhere, none,
 * future, invalid, a realistic spread, the news sitemap with two stamps a second apart
 * (PRODUCT.md), date-only, and an index whose lastmod lags its child.
 */
import { describe, expect, test } from 'vitest';
import { lastmodDocuments, lastmodInsight } from '../../src/core/lastmod/lastmod-insight';
import { LastmodPrecision } from '../../src/core/sitemap/sitemap-entry';
import { lastmodStore, spread } from './lastmod-store';

const NOW = Date.UTC(2026, 10, 30, 12);
const YEAR = 365 * 86_400_000;
const repeat = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i));

const patterns: {
  name: string;
  texts: (string | undefined)[];
  verdict: string;
  reasons: string[];
}[] = [
  {
    name: 'all identical',
    texts: repeat(500, () => '2026-11-29T03:00:00Z'),
    verdict: 'unusable',
    reasons: ['generation-time'],
  },
  { name: 'none', texts: repeat(500, () => undefined), verdict: 'unusable', reasons: ['absent'] },
  {
    name: 'future',
    texts: spread(500, NOW + 86_400_000, NOW + YEAR),
    verdict: 'unusable',
    reasons: ['future'],
  },
  {
    name: 'invalid',
    texts: repeat(500, (i) => `2024-06-${(i % 28) + 1}-04:00`),
    verdict: 'unusable',
    reasons: ['invalid'],
  },
  {
    name: 'a realistic spread',
    texts: spread(2000, NOW - 3 * YEAR, NOW),
    verdict: 'usable',
    reasons: [],
  },
  {
    name: 'news: two stamps one second apart',
    texts: repeat(300, (i) => (i % 2 ? '2026-11-30T10:15:01+01:00' : '2026-11-30T10:15:00+01:00')),
    verdict: 'unusable',
    reasons: ['generation-time'],
  },
  {
    name: 'date-only spread',
    texts: spread(1000, NOW - 5 * YEAR, NOW, true),
    verdict: 'usable',
    reasons: ['date-only'],
  },
  {
    name: 'a tenth invalid, the rest spread',
    texts: [...spread(900, NOW - YEAR, NOW), ...repeat(100, () => 'yesterday')],
    verdict: 'doubtful',
    reasons: ['invalid'],
  },
];

describe('generated lastmod patterns', () => {
  test.each(patterns)('$name → $verdict', ({ texts, verdict, reasons }) => {
    const store = lastmodStore({ 'a.xml': texts });
    const insight = lastmodInsight(store, [{ documentId: 0, kind: 'urlset' }], [], NOW);
    const judged = insight.documents[0].verdict;
    expect(judged.verdict).toBe(verdict);
    expect(judged.reasons.map((r) => r.code)).toEqual(reasons);
    expect(insight.total.verdict.verdict).toBe(verdict);
    expect(insight.documents[0].problems.map((p) => p.code)).toHaveLength(reasons.length);
  });

  test('an index lastmod older than its child’s newest URL is an index-mismatch; a date covers its day', () => {
    const store = lastmodStore({
      'child.xml': [...spread(100, NOW - YEAR, Date.UTC(2026, 9, 1)), '2026-11-01T18:00:00Z'],
    });
    const index = store.addDocument('index.xml');
    const ref = (text: string, ms: number, precision: number) => ({
      lastmodText: text,
      lastmodMs: ms,
      lastmodPrecision: precision,
    });
    const judge = (ms: number, precision: number) => {
      const insight = lastmodInsight(
        store,
        [
          { documentId: 0, kind: 'urlset' },
          { documentId: index, kind: 'sitemapindex', sitemapRefs: [ref('x', ms, precision)] },
        ],
        [
          {
            indexDocumentId: index,
            childDocumentId: 0,
            lastmodMs: ms,
            lastmodPrecision: precision,
            loc: 'x',
            line: 3,
          },
        ],
        NOW,
      );
      return insight.documents[1].verdict.reasons.map((r) => r.code);
    };
    expect(judge(Date.UTC(2026, 9, 1), LastmodPrecision.day)).toContain('index-mismatch');
    // The problem points at the index's <sitemap> line and names the child it dates.
    const problems = lastmodInsight(
      store,
      [
        { documentId: 0, kind: 'urlset' },
        {
          documentId: index,
          kind: 'sitemapindex',
          sitemapRefs: [ref('x', 0, LastmodPrecision.day)],
        },
      ],
      [
        {
          indexDocumentId: index,
          childDocumentId: 0,
          lastmodMs: Date.UTC(2026, 9, 1),
          lastmodPrecision: LastmodPrecision.day,
          loc: 'x',
          line: 3,
        },
      ],
      NOW,
    ).documents[1].problems;
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'lastmod-index-mismatch', line: 3, url: 'x' }),
    );
    expect(judge(Date.UTC(2026, 10, 1), LastmodPrecision.day)).not.toContain('index-mismatch');
    expect(judge(Date.UTC(2026, 10, 1, 17), LastmodPrecision.second)).toContain('index-mismatch');
    expect(judge(Date.UTC(2026, 10, 1, 18), LastmodPrecision.second)).not.toContain(
      'index-mismatch',
    );
  });

  test('robots.txt and archives get no verdict', () => {
    const store = lastmodStore({ 'robots.txt': [] });
    const insight = lastmodInsight(store, [{ documentId: 0, kind: 'robots' }], [], NOW);
    expect(insight.documents).toEqual([]);
  });

  test('a facts cache gives the same verdicts, and judges each file once as files come', () => {
    const files = Object.fromEntries(patterns.map(({ name, texts }) => [name, texts]));
    const store = lastmodStore(files);
    const all = patterns.map((_, documentId) => ({ documentId, kind: 'urlset' as const }));
    const cache = new Map();
    for (let known = 1; known <= all.length; known++) {
      const cached = lastmodDocuments(store, all.slice(0, known), [], NOW, cache);
      expect(cached.documents).toEqual(
        lastmodInsight(store, all.slice(0, known), [], NOW).documents,
      );
      expect(cache.size).toBe(known);
    }
    // A file judged once keeps its facts (the same object) while the cache lives.
    const first = cache.get(0);
    lastmodDocuments(store, all, [], NOW, cache);
    expect(cache.get(0)).toBe(first);
    expect(
      lastmodDocuments(store, all, [], NOW, cache).documents.map((doc) => doc.verdict.verdict),
    ).toEqual(patterns.map((pattern) => pattern.verdict));
  });
});
