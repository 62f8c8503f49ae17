/**
 * The verdict for all files: per-file patterns are not hidden by pooling, and a broken file
 * counts for the site by the share of URLs it holds (SITE_REASON_URL_SHARE 0.1,
 * SITE_FULL_EFFECT_URL_SHARE 0.5).
 */
import { describe, expect, test } from 'vitest';
import { lastmodInsight } from '../../src/core/lastmod/lastmod-insight';
import { lastmodStore, spread } from './lastmod-store';

const NOW = Date.UTC(2026, 10, 30, 12);
const YEAR = 365 * 86_400_000;
const stamped = (n: number, text: string) => Array.from({ length: n }, () => text);

function siteOf(files: Record<string, (string | undefined)[]>) {
  const store = lastmodStore(files);
  const docs = Object.keys(files).map((_, documentId) => ({ documentId, kind: 'urlset' as const }));
  return lastmodInsight(store, docs, [], NOW).total.verdict;
}

describe('verdict for all files', () => {
  test.each([
    // Two files stamped a day apart: pooled, 50 % share one instant (doubtful); per file, all.
    {
      name: 'two files, each its own stamp',
      stampedUrls: [500, 500],
      spreadUrls: 0,
      verdict: 'unusable',
      effect: 'unusable',
    },
    {
      name: 'a stamped file with 9.9 % of URLs',
      stampedUrls: [99],
      spreadUrls: 901,
      verdict: 'usable',
      effect: undefined,
    },
    {
      name: 'a stamped file with 10 % of URLs',
      stampedUrls: [100],
      spreadUrls: 900,
      verdict: 'doubtful',
      effect: 'doubtful',
    },
    {
      name: 'stamped files with 49.9 % of URLs',
      stampedUrls: [200, 299],
      spreadUrls: 501,
      verdict: 'doubtful',
      effect: 'doubtful',
    },
    {
      name: 'stamped files with 50 % of URLs',
      stampedUrls: [250, 250],
      spreadUrls: 500,
      verdict: 'unusable',
      effect: 'unusable',
    },
  ])('$name → $verdict', ({ stampedUrls, spreadUrls, verdict, effect }) => {
    const files: Record<string, string[]> = { 'spread.xml': spread(spreadUrls, NOW - YEAR, NOW) };
    stampedUrls.forEach(
      (n, i) => (files[`stamped-${i}.xml`] = stamped(n, `2026-11-${10 + i}T03:00:00Z`)),
    );
    const result = siteOf(files);
    expect(result.verdict).toBe(verdict);
    expect(result.reasons.find((r) => r.code === 'generation-time')?.effect).toBe(effect);
  });

  test('a reason from some files says how many URLs it concerns', () => {
    const result = siteOf({
      'spread.xml': spread(900, NOW - YEAR, NOW),
      'stamped.xml': stamped(100, '2026-11-10T03:00:00Z'),
    });
    // The page words it "1 file holding 100 of 1,000 URLs" (lastmod.reason.files).
    expect(result.reasons[0]).toMatchObject({
      code: 'generation-time',
      files: { count: 1, urls: 100, totalUrls: 1000 },
    });
  });
});
