import { describe, expect, test } from 'vitest';
import { samplePages, type SampleCandidate } from '../../src/core/page-check/page-sample';

const DAY = 86_400_000;

/** A site of `count` URLs in three files and five sections; every fourth URL undated. */
function site(count: number): SampleCandidate[] {
  return Array.from({ length: count }, (_, i) => ({
    url: `https://example.com/s${i % 5}/page-${i}`,
    lastmodMs: i % 4 === 3 ? null : Date.UTC(2026, 0, 1) + i * DAY,
    file: `sitemap-${i % 3}.xml`,
    section: `/s${i % 5}/`,
  }));
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('samplePages', () => {
  test('the same URLs in any order give the same sample', () => {
    const urls = site(400);
    const first = samplePages(urls, 20).map((sampled) => sampled.candidate.url);
    for (const seed of [1, 2, 3])
      expect(samplePages(shuffled(urls, seed), 20).map((sampled) => sampled.candidate.url)).toEqual(
        first,
      );
  });

  test('takes the newest, the oldest and the undated, then spreads over files and sections', () => {
    const urls = site(400);
    const sample = samplePages(urls, 20);
    expect(sample).toHaveLength(20);
    const newest = Math.max(...urls.map((url) => url.lastmodMs ?? 0));
    const oldest = Math.min(
      ...urls.flatMap((url) => (url.lastmodMs === null ? [] : [url.lastmodMs])),
    );
    expect(sample.filter((s) => s.stratum === 'newest')).toHaveLength(5);
    expect(sample.find((s) => s.stratum === 'newest')!.candidate.lastmodMs).toBe(newest);
    expect(sample.find((s) => s.stratum === 'oldest')!.candidate.lastmodMs).toBe(oldest);
    expect(sample.filter((s) => s.stratum === 'undated')).toHaveLength(5);
    expect(
      sample.filter((s) => s.stratum === 'undated').every((s) => s.candidate.lastmodMs === null),
    ).toBe(true);
    const spread = sample.filter((s) => s.stratum === 'spread');
    expect(new Set(spread.map((s) => s.candidate.file)).size).toBe(3);
    expect(new Set(spread.map((s) => s.candidate.section)).size).toBe(5);
    expect(
      new Set(sample.filter((s) => s.stratum === 'undated').map((s) => s.candidate.section)).size,
    ).toBe(5);
  });

  test.each([
    [0, 10, 0],
    [3, 10, 3],
    [10, 3, 3],
    [400, 400, 400],
  ])('%i URLs, a sample of %i: %i URLs, none twice', (count, size, expected) => {
    const sample = samplePages([...site(count), ...site(count)], size);
    expect(sample).toHaveLength(expected);
    expect(new Set(sample.map((s) => s.candidate.url)).size).toBe(expected);
  });

  test('a site with no lastmod at all is sampled across its sections', () => {
    const urls = site(100).map((url) => ({ ...url, lastmodMs: null }));
    const sample = samplePages(urls, 10);
    expect(sample).toHaveLength(10);
    expect(new Set(sample.map((s) => s.candidate.section)).size).toBe(5);
  });

  test('URLs an earlier run sampled come first where they are still listed', () => {
    const urls = site(400);
    const sample = samplePages(urls, 10, [
      'https://example.com/s1/page-11',
      'https://gone.example/',
    ]);
    expect(sample[0]).toEqual({ candidate: urls[11], stratum: 'earlier' });
    expect(sample).toHaveLength(10);
  });

  test('200,000 URLs in a thousand sections are sampled in one pass, not a pass a section', () => {
    const urls = Array.from({ length: 200_000 }, (_, i) => ({
      url: `https://example.com/${i % 1000}/${i}`,
      lastmodMs: i % 2 ? null : i * 1000,
      file: `f${i % 200}`,
      section: `/${i % 1000}/`,
    }));
    expect(samplePages(urls, 50)).toHaveLength(50);
  }, 60_000);
});
