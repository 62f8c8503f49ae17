import { describe, expect, test } from 'vitest';
import { aiCrawlers } from './ai-crawlers';
import { crawlerModels } from './crawler-data';
import { checkCrawler, chooseCrawlerGroup } from './crawler-groups';
import { checkUrl } from '../engine/matcher';
import { evaluateMatrix } from './matrix';
import { parseRobots } from '../engine/parse-robots';

const issue29 = parseRobots(
  'User-agent: Googlebot\nDisallow: /photos/\n\nUser-agent: *\nDisallow: /\nContent-Signal: search=yes, ai-train=no\n',
);

describe('chooseCrawlerGroup: the most specific group among a crawler’s tokens', () => {
  test('Googlebot-Image follows the Googlebot group when no group names Googlebot-Image', () => {
    expect(checkCrawler(issue29, 'Googlebot-Image', '/photos/cat.jpg')).toMatchObject({
      allowed: false,
      line: 2,
      appliedToken: 'Googlebot',
    });
    expect(checkCrawler(issue29, 'Googlebot-Image', '/other')).toMatchObject({
      allowed: true,
      line: 0,
      appliedToken: 'Googlebot',
    });
    // checkUrl keeps RFC 9309's one-token reading (the conformance cases pass one token).
    expect(checkUrl(issue29, 'Googlebot-Image', '/other')).toMatchObject({
      allowed: false,
      line: 5,
    });
  });

  test('its own group wins over the Googlebot group', () => {
    const robots = parseRobots(
      'User-agent: Googlebot\nDisallow: /\n\nUser-agent: Googlebot-Image\nAllow: /\n',
    );
    expect(chooseCrawlerGroup(robots, 'googlebot-image').appliedToken).toBe('Googlebot-Image');
    expect(checkCrawler(robots, 'Googlebot-Image', '/x').allowed).toBe(true);
  });

  test('AdsBot-Google ignores the * group; an unknown token is one token', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /\n');
    expect(checkCrawler(robots, 'AdsBot-Google', '/x')).toMatchObject({
      allowed: true,
      appliedToken: null,
      group: { kind: 'none' },
    });
    expect(checkCrawler(robots, 'ExampleBot', '/x')).toMatchObject({
      allowed: false,
      appliedToken: '*',
    });
    const named = parseRobots(
      'User-agent: *\nDisallow: /\n\nUser-agent: AdsBot-Google\nDisallow: /cart\n',
    );
    expect(checkCrawler(named, 'AdsBot-Google', '/cart/1')).toMatchObject({
      allowed: false,
      line: 5,
    });
  });

  test('the matrix names the token whose group applied', () => {
    const matrix = evaluateMatrix(
      issue29,
      null,
      ['/photos/cat.jpg', '/other'],
      ['Googlebot-Image', 'GPTBot'],
    );
    const [image, gpt] = matrix.columns;
    expect(image.appliedToken).toBe('Googlebot');
    expect(image.tokens).toEqual(['Googlebot-Image', 'Googlebot']);
    expect([...image.verdicts]).toEqual([1, 0]);
    expect([...image.lines]).toEqual([2, 0]);
    expect(gpt.appliedToken).toBe('*');
  });

  test('the data: tokens most specific first, each model sourced and dated', () => {
    for (const model of crawlerModels) {
      expect(model.tokens[0].toLowerCase()).toBe(model.name.toLowerCase());
      expect(model.docs === null || /^https:\/\//.test(model.docs)).toBe(true);
      expect(model.read).toMatch(/^\d{4}-\d\d-\d\d$/);
      // Google: special-case crawlers ignore `*`; user-triggered fetchers do not read robots.txt.
      if (model.operator === 'Google') {
        expect(model.readsGlobal).toBe(model.kind !== 'special-case');
        expect(model.obeysRobots === 'no').toBe(model.kind === 'user-triggered');
      }
      for (const token of [...model.tokens, ...model.fallbacks])
        expect(token).toMatch(/^[A-Za-z_-]+$/);
    }
    expect(new Set(crawlerModels.map((m) => m.name.toLowerCase())).size).toBe(crawlerModels.length);
    for (const crawler of aiCrawlers) expect(crawler.token).toMatch(/^[A-Za-z_-]+$/);
  });
});
