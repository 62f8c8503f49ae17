import { describe, expect, test } from 'vitest';
import { checkUrlScope, type RobotsSitemaps } from './url-scope';
import { problemMessage } from '../../messages/problem-texts';

const tenThousand = (host: string): string[] =>
  Array.from({ length: 10_568 }, (_, i) => `https://${host}/listing/${i}`);

describe('checkUrlScope (sitemaps.org: same scheme, host and port; same directory or deeper)', () => {
  test.each<{
    name: string;
    location: string;
    urls: string[];
    robots?: RobotsSitemaps[];
    outside: number;
    examples?: string[];
    crossSubmitted?: { origin: string; count: number }[];
    /** URLs checked, when not every one is (relative ones are left out). */
    checked?: number;
  }>([
    {
      name: 'all at or below the directory',
      location: 'https://a.example/maps/s.xml',
      urls: [
        'https://a.example/maps/x',
        'https://A.EXAMPLE:443/maps/deep/y',
        'https://a.example/maps/',
      ],
      outside: 0,
    },
    {
      name: 'above the directory, other scheme, other host, other port',
      location: 'https://a.example/maps/s.xml',
      urls: [
        'https://a.example/maps',
        'http://a.example/maps/x',
        'https://www.a.example/maps/x',
        'https://a.example:8443/maps/x',
        'https://a.example/maps/ok',
      ],
      outside: 4,
      examples: [
        'https://a.example/maps',
        'http://a.example/maps/x',
        'https://www.a.example/maps/x',
      ],
    },
    {
      name: 'a cross-host index child: 10,568 URLs on www.example, one problem with the count',
      location: 'https://listings.example/sitemap-1.xml',
      urls: tenThousand('www.example'),
      outside: 10_568,
      examples: tenThousand('www.example').slice(0, 3),
    },
    {
      name: 'cross-submitted: www.example robots.txt lists the sitemap',
      location: 'https://listings.example/sitemap-1.xml',
      urls: [...tenThousand('www.example'), 'https://other.example/x'],
      robots: [
        { origin: 'https://WWW.example', sitemaps: ['https://listings.example/sitemap-1.xml'] },
        { origin: 'https://other.example', sitemaps: ['https://listings.example/sitemap-2.xml'] },
      ],
      outside: 1,
      examples: ['https://other.example/x'],
      crossSubmitted: [{ origin: 'https://www.example', count: 10_568 }],
    },
    {
      name: 'a relative loc is left to loc-not-absolute, as the reader leaves it',
      location: 'https://a.example/s.xml',
      urls: ['/page', 'javascript:alert(1)', 'https://a.example/x'],
      outside: 0,
      checked: 1,
    },
  ])('$name', ({ location, urls, robots, outside, examples, crossSubmitted, checked }) => {
    const check = checkUrlScope(location, urls, robots)!;
    expect(check.total).toBe(checked ?? urls.length);
    expect(check.outsideCount).toBe(outside);
    if (examples) expect(check.examples).toEqual(examples);
    expect(check.crossSubmitted).toEqual(crossSubmitted ?? []);
    expect(check.problem === undefined).toBe(outside === 0);
  });

  test('one problem per file says how many of how many', () => {
    const check = checkUrlScope(
      'https://listings.example/sitemap-1.xml',
      tenThousand('www.example'),
    );
    expect(check?.problem).toMatchObject({
      code: 'loc-out-of-scope',
      severity: 'error',
      line: 0,
      params: { count: 10_568, total: 10_568, base: 'https://listings.example/' },
    });
    expect(problemMessage(check!.problem!, 'en', { groupNumbers: false })).toBe(
      "10568 of 10568 URLs are outside the sitemap's location https://listings.example/ (first: https://www.example/listing/0)",
    );
  });

  test('a location that is not http(s) tells nothing', () => {
    expect(checkUrlScope('sitemap.xml', ['https://a.example/'])).toBeUndefined();
  });

  test('a generator (a store view) works as the URL list', () => {
    function* urls(): Generator<string> {
      yield 'https://a.example/x';
      yield 'https://b.example/x';
    }
    expect(checkUrlScope('https://a.example/s.xml', urls())?.outsideCount).toBe(1);
  });
});
