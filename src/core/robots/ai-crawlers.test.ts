import { describe, expect, test } from 'vitest';
import { aiCrawlers, aiCrawlersReviewed, crawlerPresets, findAiCrawler } from './ai-crawlers';
import { checkProductToken } from './product-token';

describe('AI crawler data', () => {
  test('is dated', () => {
    expect(aiCrawlersReviewed).toBe('2026-11-30');
  });

  test('lists the product brief’s crawlers, once each', () => {
    expect(aiCrawlers.map((c) => c.token)).toEqual([
      'GPTBot',
      'OAI-SearchBot',
      'ChatGPT-User',
      'ClaudeBot',
      'Claude-SearchBot',
      'Claude-User',
      'Google-Extended',
      'Applebot-Extended',
      'PerplexityBot',
      'Perplexity-User',
      'CCBot',
      'Bytespider',
      'Amazonbot',
      'meta-externalagent',
    ]);
  });

  test.each(aiCrawlers.map((c) => [c.token, c] as const))('%s is a valid product token', (_, c) => {
    expect(checkProductToken(c.token).ok).toBe(true);
    expect(c.docs === null || /^https:\/\//.test(c.docs)).toBe(true);
    expect(c.purpose === 'control-token').toBe(c.fetchedBy !== undefined);
  });

  test('user-triggered fetchers that may ignore robots.txt are flagged', () => {
    expect(aiCrawlers.filter((c) => c.mayIgnoreRobotsForUserFetches).map((c) => c.token)).toEqual([
      'ChatGPT-User',
      'Perplexity-User',
    ]);
  });

  test('presets: search crawlers, *, then every AI crawler', () => {
    expect(crawlerPresets.slice(0, 5).map((p) => p.token)).toEqual([
      'Googlebot',
      'Googlebot-Image',
      'Googlebot-News',
      'Bingbot',
      '*',
    ]);
    expect(crawlerPresets).toHaveLength(5 + aiCrawlers.length);
  });

  test('lookup is case-insensitive', () => {
    expect(findAiCrawler('gptbot')?.operator).toBe('OpenAI');
    expect(findAiCrawler('Googlebot')).toBeUndefined();
  });
});
