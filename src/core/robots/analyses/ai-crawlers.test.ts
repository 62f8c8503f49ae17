import { describe, expect, test } from 'vitest';
import { aiCrawlers, aiCrawlersReviewed, crawlerPresets, findAiCrawler } from './ai-crawlers';
import { checkProductToken } from './product-token';

describe('AI crawler data', () => {
  test('is dated', () => {
    expect(aiCrawlersReviewed).toBe('2026-12-02');
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
      'OAI-AdsBot',
      'Google-CloudVertexBot',
      'Amzn-SearchBot',
      'Amzn-User',
      'meta-externalfetcher',
      'DuckAssistBot',
      'MistralAI-User',
    ]);
    expect(new Set(aiCrawlers.map((c) => c.token.toLowerCase())).size).toBe(aiCrawlers.length);
  });

  test.each(aiCrawlers.map((c) => [c.token, c] as const))('%s is a valid product token', (_, c) => {
    expect(checkProductToken(c.token).ok).toBe(true);
    expect(c.docs === null || /^https:\/\//.test(c.docs)).toBe(true);
    expect(c.purpose === 'control-token').toBe(c.fetchedBy !== undefined);
    // A fetcher the operator says obeys robots.txt is never flagged as one that may ignore it.
    if (c.honoursRobots === 'yes') expect(c.mayIgnoreRobotsForUserFetches).toBe(false);
  });

  test('user-triggered fetchers that may ignore robots.txt are flagged', () => {
    expect(aiCrawlers.filter((c) => c.mayIgnoreRobotsForUserFetches).map((c) => c.token)).toEqual([
      'ChatGPT-User',
      'Perplexity-User',
      'Amzn-User',
      'meta-externalfetcher',
      'MistralAI-User',
    ]);
  });

  test('presets: search crawlers, *, then every AI crawler', () => {
    expect(crawlerPresets.slice(0, 7).map((p) => p.token)).toEqual([
      'Googlebot',
      'Googlebot-Image',
      'Googlebot-News',
      'Googlebot-Video',
      'AdsBot-Google',
      'Bingbot',
      '*',
    ]);
    expect(crawlerPresets).toHaveLength(7 + aiCrawlers.length);
  });

  test('lookup is case-insensitive', () => {
    expect(findAiCrawler('gptbot')?.operator).toBe('OpenAI');
    expect(findAiCrawler('Googlebot')).toBeUndefined();
  });
});
