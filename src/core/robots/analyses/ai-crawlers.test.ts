import { describe, expect, test } from 'vitest';
import { aiCrawlers, aiCrawlersReviewed, crawlerPresets, findAiCrawler } from './ai-crawlers';
import { checkProductToken } from './product-token';
import { findCrawlerModel } from './crawler-data';

describe('AI crawler data', () => {
  test('is dated', () => {
    expect(aiCrawlersReviewed).toBe('2026-12-04');
  });

  test('lists each crawler once, every one modelled (crawler-data.ts)', () => {
    expect(aiCrawlers).toHaveLength(27);
    expect(new Set(aiCrawlers.map((c) => c.token.toLowerCase())).size).toBe(aiCrawlers.length);
    for (const c of aiCrawlers) expect(findCrawlerModel(c.token)?.name).toBe(c.token);
  });

  test('each finer purpose agrees with the model’s purpose (crawler-model.ts)', () => {
    const modelPurpose = {
      training: 'ai-training',
      'control-token': 'ai-training',
      'ai-search': 'ai-search',
      'user-fetch': 'user-triggered',
      ads: 'ads',
    } as const;
    for (const c of aiCrawlers)
      expect([c.token, findCrawlerModel(c.token)?.purpose]).toEqual([
        c.token,
        modelPurpose[c.purpose],
      ]);
  });

  test.each(aiCrawlers.map((c) => [c.token, c] as const))('%s is a valid product token', (_, c) => {
    expect(checkProductToken(c.token).ok).toBe(true);
    expect(c.docs === null || /^https:\/\//.test(c.docs)).toBe(true);
    expect(c.purpose === 'control-token').toBe(c.fetchedBy !== undefined);
  });

  test('user-triggered fetchers that do not read robots.txt, as their operators say', () => {
    const notReading = aiCrawlers.filter((c) => c.obeysRobots === 'no').map((c) => c.token);
    expect(notReading).toEqual([
      'ChatGPT-User',
      'Google-GeminiNotebook',
      'Google-Agent',
      'Perplexity-User',
      'meta-externalfetcher',
    ]);
    // Claude-User and MistralAI-User are user-triggered and obey robots.txt.
    expect(findAiCrawler('Claude-User')).toMatchObject({
      kind: 'user-triggered',
      obeysRobots: 'yes',
    });
    expect(findAiCrawler('MistralAI-User')).toMatchObject({
      kind: 'user-triggered',
      obeysRobots: 'yes',
    });
  });

  // What each operator's page (or a report of it, crawler-data-*.ts) says about a changed
  // robots.txt and Crawl-delay; null and 'not-stated': the operator says nothing.
  test.each([
    ['OAI-SearchBot', 24, 'not-stated'], // OpenAI: "For search results ... ~24 hours"
    ['GPTBot', null, 'not-stated'], // the same sentence times search results only
    ['PerplexityBot', 24, 'not-stated'], // "up to 24 hours"
    ['Amazonbot', 24, 'ignored'],
    ['DuckAssistBot', 72, 'not-stated'], // "the change will take effect after 72 hours"
    ['CCBot', null, 'honoured'], // "We obey the crawl-delay"
    ['ClaudeBot', null, 'honoured'],
    ['Bingbot', null, 'honoured'],
    ['Googlebot', 24, 'ignored'],
  ] as const)('%s: a change takes effect in %s hours; Crawl-delay %s', (name, hours, delay) => {
    expect(findCrawlerModel(name)).toMatchObject({ propagationHours: hours, crawlDelay: delay });
  });

  test('presets: search crawlers, *, then every AI crawler, each with its kind', () => {
    expect(crawlerPresets.slice(0, 8).map((p) => p.token)).toEqual([
      'Googlebot',
      'Googlebot-Image',
      'Googlebot-News',
      'Googlebot-Video',
      'AdsBot-Google',
      'Bingbot',
      'Applebot',
      '*',
    ]);
    expect(crawlerPresets).toHaveLength(8 + aiCrawlers.length);
    expect(crawlerPresets.find((p) => p.token === 'AdsBot-Google')?.kind).toBe('special-case');
    expect(crawlerPresets.find((p) => p.token === 'Google-Agent')?.kind).toBe('user-triggered');
  });

  test('lookup is case-insensitive', () => {
    expect(findAiCrawler('gptbot')?.operator).toBe('OpenAI');
    expect(findAiCrawler('Googlebot')).toBeUndefined();
  });
});
