import { describe, expect, test } from 'vitest';
import { isRobotsName, looksLikeRobots } from './detect-robots';

describe('isRobotsName', () => {
  test.each([
    ['robots.txt', true],
    ['ROBOTS.TXT', true],
    ['site.zip/www/robots.txt', true],
    ['robots.txt.bak', false],
    ['my-robots.txt', false],
  ])('%s → %s', (name, expected) => expect(isRobotsName(name)).toBe(expected));
});

describe('looksLikeRobots', () => {
  test.each([
    ['User-agent: *\nDisallow: /', true],
    ['# comment\n\nuser-agent:googlebot\nallow:/', true],
    ['\uFEFFSitemap: https://example.com/s.xml', true],
    ['Crawl-delay: 10', true],
    ['https://example.com/a\nhttps://example.com/b', false],
    ['https://example.com/a\nDisallow: /oops', true],
    ['', false],
    ['hello world', false],
  ])('%j → %s', (head, expected) => expect(looksLikeRobots(head)).toBe(expected));
});
