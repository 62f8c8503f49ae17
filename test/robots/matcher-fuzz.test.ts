// The compiled matcher (radix tree, gram index, merged groups) against a line-by-line port of
// google/robotstxt's RobotsMatcher, on seeded random robots.txt files and URLs.
import { describe, expect, test } from 'vitest';
import { checkUrl } from '../../src/core/robots/engine/matcher';
import { parseRobots } from '../../src/core/robots/engine/parse-robots';
import { referenceCheck } from './reference-matcher';

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pieces = [
  '/',
  'a',
  'b',
  'ab',
  'ba',
  '*',
  '$',
  '%61',
  '%2f',
  '%2F',
  'index.html',
  'é',
  '?q=',
  '.pdf',
  'aaa',
  'bab',
];
const keys = [
  'User-agent',
  'user-agent',
  'useragent',
  'Allow',
  'Disallow',
  'disalow',
  'Disallow',
  'Crawl-delay',
  'Sitemap',
  '#',
];
const agents = ['FooBot', 'BarBot', '*', '* x', 'foobot/1.0', '', 'Foo Bot'];
const callers: readonly (readonly string[])[] = [
  ['FooBot'],
  ['barbot'],
  ['FooBot', 'BarBot'],
  ['Other'],
  [''],
  ['foo/1'],
];

function makeFile(rand: () => number, rules: number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  const lines: string[] = [];
  for (let i = 0; i < rules; i++) {
    const key = pick(keys);
    if (/user/i.test(key)) {
      lines.push(`${key}: ${pick(agents)}`);
      continue;
    }
    let value = rand() < 0.8 ? '/' : '';
    const length = Math.floor(rand() * 5);
    for (let k = 0; k < length; k++) value += pick(pieces);
    lines.push(`${key}${rand() < 0.1 ? ' ' : ': '}${value}`);
  }
  const eol = pick(['\n', '\r\n', '\r']);
  return lines.join(eol);
}

function makeUrl(rand: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  let path = '/';
  const length = Math.floor(rand() * 6);
  for (let k = 0; k < length; k++)
    path += pick(['a', 'b', 'ab', '/', '%61', '%2F', 'index.html', '.pdf', '?q=', '$', 'bab']);
  return pick(['', 'http://example.com', 'https://x.org:8080']) + path;
}

describe('compiled matcher agrees with the reference port of google/robotstxt', () => {
  test.each(Array.from({ length: 24 }, (_, i) => i))('seed %i', (seed) => {
    const rand = random(seed * 7919 + 1);
    for (let f = 0; f < 15; f++) {
      const text = makeFile(rand, 5 + Math.floor(rand() * (seed % 4 === 0 ? 80 : 25)));
      const robots = parseRobots(text);
      for (let u = 0; u < 20; u++) {
        const url = makeUrl(rand);
        for (const caller of callers) {
          const got = checkUrl(robots, caller, url);
          const want = referenceCheck(text, caller, url);
          expect({ text, url, caller, allowed: got.allowed, line: got.line }).toEqual({
            text,
            url,
            caller,
            ...want,
          });
        }
      }
    }
  });
});

describe('crowded wildcard nodes (gram index) agree with the reference', () => {
  test.each([1, 2, 3, 4, 5, 6])('seed %i', (seed) => {
    const rand = random(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
    const lines = ['User-agent: FooBot'];
    for (let i = 0; i < 60; i++) {
      let value = pick(['/*', '/a*', '/*/']);
      for (let k = 0; k < 3; k++) value += pick(['abc', 'bca', 'cab', '*', 'x', '.pdf', '$']);
      lines.push(`${pick(['Allow', 'Disallow'])}: ${value}`);
    }
    const text = lines.join('\n');
    const robots = parseRobots(text);
    for (let u = 0; u < 300; u++) {
      let url = '/';
      for (let k = 0; k < 1 + Math.floor(rand() * 8); k++)
        url += pick(['a', 'b', 'c', 'abc', 'bca', 'x', '.pdf', '/', '$']);
      const got = checkUrl(robots, 'FooBot', url);
      expect({ url, allowed: got.allowed, line: got.line }).toEqual({
        url,
        ...referenceCheck(text, ['FooBot'], url),
      });
    }
  });
});
