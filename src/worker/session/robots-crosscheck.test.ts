import { describe, expect, test } from 'vitest';
import { checkUrl } from '../../core/robots/engine/matcher';
import { parseRobots } from '../../core/robots/engine/parse-robots';
import type { AnalyzerEvent } from '../protocol/request-map';
import type { RobotsCheck } from '../protocol/robots';
import type { ViewQuery } from '../protocol/rows';
import { InspectorSession, type RequestContext } from './inspector-session';
import { SLICE_ROWS } from './robots-crosscheck';
import { CANCELLED } from './session-context';
import { PROBLEMS_STEP } from './session-analysis';

/** The session's robotsCheck answer, which these tests do not cancel. */
async function checked(
  session: InspectorSession,
  check: RobotsCheck,
  context: Parameters<InspectorSession['workbench']['robotsCheck']>[1],
) {
  const answer = await session.workbench.robotsCheck(check, context);
  if (answer === CANCELLED) throw new Error('cancelled');
  return answer;
}

const clock = { nowMs: () => Date.UTC(2025, 0, 1), monotonicMs: () => performance.now() };
const SITE = 'https://www.example.com';

const ROBOTS = `User-agent: *
Disallow: /cart/
Disallow: /search
Allow: /search/help

User-agent: GPTBot
Disallow: /

Sitemap: ${SITE}/sitemap.xml
Sitemap: ${SITE}/missing.xml
Sitemap: /relative.xml
`;

/** Line of each rule above, as the summary names them. */
const LINE = { cart: 2, search: 3, gptAll: 7 };

const URLS = [
  `${SITE}/`,
  `${SITE}/cart/1`,
  `${SITE}/cart/2`,
  `${SITE}/cart/3`,
  `${SITE}/search?q=a`,
  `${SITE}/search/help`,
  `${SITE}/blog/post`,
  'https://shop.example.com/cart/1',
];

const urlset = (urls: readonly string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
    .map((url) => `<url><loc>${url}</loc></url>`)
    .join('')}</urlset>`;

function contextFor(isCancelled = () => false, onYield = () => {}): RequestContext {
  return {
    requestId: 1,
    emit: (_event: AnalyzerEvent) => {},
    isCancelled,
    yieldToEvents: () => {
      onYield();
      return Promise.resolve();
    },
  };
}

const bytes = (text: string) => ({
  kind: 'bytes' as const,
  bytes: new TextEncoder().encode(text).buffer,
});

async function loaded(urls: readonly string[] = URLS, robots = ROBOTS) {
  const session = new InspectorSession(clock);
  await session.open(
    [
      { inputId: 'r', name: 'robots.txt', source: bytes(robots) },
      { inputId: 's', name: 'sitemap.xml', source: bytes(urlset(urls)) },
    ],
    contextFor(),
  );
  return session;
}

const googlebot: RobotsCheck = { source: { kind: 'first-loaded' }, agent: 'Googlebot' };

async function rowsOf(session: InspectorSession, query: ViewQuery) {
  await expect(session.prepare({ query, reader: 'table' }, contextFor())).resolves.toBe(true);
  return session.rows(query, 0, 100).rows;
}

describe('the verdict column', () => {
  test('each row carries its verdict and deciding line; another host is not covered', async () => {
    const session = await loaded();
    const rows = await rowsOf(session, { robotsCheck: googlebot });
    expect(rows.map((row) => [row.loc, row.robotsVerdict, row.robotsLine])).toEqual([
      [`${SITE}/`, 'allowed', 0],
      [`${SITE}/cart/1`, 'blocked', LINE.cart],
      [`${SITE}/cart/2`, 'blocked', LINE.cart],
      [`${SITE}/cart/3`, 'blocked', LINE.cart],
      [`${SITE}/search?q=a`, 'blocked', LINE.search],
      [`${SITE}/search/help`, 'allowed', 4],
      [`${SITE}/blog/post`, 'allowed', 0],
      ['https://shop.example.com/cart/1', 'not-covered', 0],
    ]);
  });

  test.each([
    // Google reads a 5xx, a 429 or no answer as "block all" at first, a 4xx as "allow all".
    [503, 'blocked'],
    [429, 'blocked'],
    ['unreachable', 'blocked'],
    [404, 'allowed'],
  ] as const)(
    'with the server answering %s, every URL of the site is %s with no deciding line',
    async (robotsStatus, verdict) => {
      const session = await loaded();
      const check = { ...googlebot, robotsStatus };
      const rows = await rowsOf(session, { robotsCheck: check });
      expect(rows.map((row) => [row.robotsVerdict, row.robotsLine])).toEqual([
        ...URLS.slice(0, -1).map(() => [verdict, 0]),
        ['not-covered', 0],
      ]);
      const filtered = await rowsOf(session, { robotsCheck: check, robotsVerdict: verdict });
      expect(filtered).toHaveLength(URLS.length - 1);
      // The answer 200 is the rules again.
      const rules = await rowsOf(session, { robotsCheck: { ...googlebot, robotsStatus: 200 } });
      expect(rules[1]).toMatchObject({ robotsVerdict: 'blocked', robotsLine: LINE.cart });
    },
  );

  test('without a check, rows carry no verdict', async () => {
    const rows = await rowsOf(await loaded(), {});
    expect(rows.every((row) => row.robotsVerdict === undefined)).toBe(true);
  });

  test.each([
    ['blocked', [1, 2, 3, 4]],
    ['allowed', [0, 5, 6]],
    ['not-covered', [7]],
  ] as const)(
    'the %s filter keeps exactly those rows (as checkUrl decides)',
    async (verdict, at) => {
      const session = await loaded();
      const rows = await rowsOf(session, { robotsCheck: googlebot, robotsVerdict: verdict });
      expect(rows.map((row) => row.loc)).toEqual(at.map((i) => URLS[i]));
      if (verdict !== 'not-covered') {
        const robots = parseRobots(ROBOTS);
        for (const row of rows)
          expect(checkUrl(robots, 'Googlebot', row.loc).allowed).toBe(verdict === 'allowed');
      }
    },
  );

  test('the crawler and the robots.txt text are the page’s choice', async () => {
    const session = await loaded();
    const gpt = await rowsOf(session, {
      robotsCheck: { source: { kind: 'first-loaded' }, agent: 'GPTBot' },
      robotsVerdict: 'blocked',
    });
    expect(gpt).toHaveLength(7);
    const edited = await rowsOf(session, {
      robotsCheck: {
        source: { kind: 'text', text: 'User-agent: *\nDisallow: /blog/\n', name: 'edited' },
        agent: 'Googlebot',
        site: SITE,
      },
      robotsVerdict: 'blocked',
    });
    expect(edited.map((row) => [row.loc, row.robotsLine])).toEqual([[`${SITE}/blog/post`, 2]]);
  });

  test('with no robots.txt loaded there is no verdict, and the filter keeps nothing', async () => {
    const session = new InspectorSession(clock);
    await session.open(
      [{ inputId: 's', name: 'sitemap.xml', source: bytes(urlset(URLS)) }],
      contextFor(),
    );
    expect((await rowsOf(session, { robotsCheck: googlebot }))[0].robotsVerdict).toBeUndefined();
    expect(await rowsOf(session, { robotsCheck: googlebot, robotsVerdict: 'allowed' })).toEqual([]);
    const summary = await checked(session, googlebot, contextFor());
    expect(summary?.robots).toBeNull();
  });
});

describe('the summary', () => {
  test('counts and the blocking lines, most URLs first, with the rule as written', async () => {
    const summary = await checked(await loaded(), googlebot, contextFor());
    expect(summary).toEqual({
      robots: {
        name: 'robots.txt',
        documentId: 0,
        site: SITE,
        // Both absolute Sitemap: lines are on it (the relative one counts for nothing).
        siteInferred: { source: 'sitemap-lines', votes: 2, counted: 2 },
      },
      agent: 'Googlebot',
      total: 8,
      counts: { allowed: 3, blocked: 4, notCovered: 1 },
      blockingLines: [
        { line: LINE.cart, count: 3, rule: 'Disallow: /cart/' },
        { line: LINE.search, count: 1, rule: 'Disallow: /search' },
      ],
    });
  });
});

describe('slices', () => {
  const many = Array.from({ length: SLICE_ROWS * 2 + 10 }, (_, i) =>
    i % 2 ? `${SITE}/cart/${i}` : `${SITE}/p/${i}`,
  );

  test('a large column is filled a slice at a time, yielding between', async () => {
    const session = await loaded(many);
    let yields = 0;
    const summary = await checked(
      session,
      googlebot,
      contextFor(
        () => false,
        () => yields++,
      ),
    );
    expect(yields).toBe(3);
    expect(summary?.counts.blocked).toBe(SLICE_ROWS + 5);
  });

  test('a cancel stops it between slices; the next request carries on', async () => {
    const session = await loaded(many);
    let yields = 0;
    const cancelled = await session.workbench.robotsCheck(
      googlebot,
      contextFor(
        () => yields >= 1,
        () => yields++,
      ),
    );
    expect(cancelled).toBe(CANCELLED);
    expect(session.robots.columnOf(googlebot)?.done).toBe(SLICE_ROWS);
    expect((await checked(session, googlebot, contextFor()))?.total).toBe(many.length);
  });

  test('new URLs extend the column; removing a file starts it again', async () => {
    const session = await loaded();
    await checked(session, googlebot, contextFor());
    await session.open(
      [{ inputId: 't', name: 'more.xml', source: bytes(urlset([`${SITE}/cart/9`])) }],
      contextFor(),
    );
    const grown = await checked(session, googlebot, contextFor());
    expect(grown?.counts).toEqual({ allowed: 3, blocked: 5, notCovered: 1 });
    session.remove(['s']);
    const after = await checked(session, googlebot, contextFor());
    expect(after?.total).toBe(1);
    expect(after?.counts.blocked).toBe(1);
  });
});

describe('the derived problem', () => {
  test('blocked sitemap URLs are one error group, counted per URL, at their sitemap line', async () => {
    const session = await loaded();
    await session.prepare({ step: PROBLEMS_STEP }, contextFor());
    const group = session.problems().find((g) => g.code === 'url-blocked-by-robots');
    expect(group).toMatchObject({ severity: 'error', count: 4, urlCount: 4 });
    expect(group?.occurrences[0]).toMatchObject({
      file: 'sitemap.xml',
      url: `${SITE}/cart/1`,
      params: { agent: 'Googlebot', line: LINE.cart },
    });
    expect(group?.occurrences[0].line).toBeGreaterThan(0);
    // "Show URLs" for the group filters the table to the same URLs.
    const rows = await rowsOf(session, { problemCodes: ['url-blocked-by-robots'] });
    expect(rows.map((row) => row.loc)).toEqual([1, 2, 3, 4].map((i) => URLS[i]));
  });

  test('no blocked URL, no group', async () => {
    const session = await loaded([`${SITE}/a`]);
    expect(session.problems().some((g) => g.code === 'url-blocked-by-robots')).toBe(false);
  });
});

describe('AI crawlers and Sitemap: lines', () => {
  test('GPTBot is blocked at the root and in every section; others follow the * group', async () => {
    const answer = (await loaded()).workbench.aiAccess({ kind: 'first-loaded' });
    expect(answer.robots?.site).toBe(SITE);
    expect(answer.sections).toEqual([
      { path: '/cart/', urlCount: 3 },
      // `/` and `/search?q=a`: a path with no second `/` is at the top level.
      { path: '/', urlCount: 2 },
      { path: '/blog/', urlCount: 1 },
      { path: '/search/', urlCount: 1 },
    ]);
    const gpt = answer.crawlers.find((c) => c.token === 'GPTBot');
    expect(gpt?.root).toEqual({ allowed: false, line: LINE.gptAll });
    expect(gpt?.sections.every((s) => s.level === 'blocked')).toBe(true);
    const claude = answer.crawlers.find((c) => c.token === 'ClaudeBot');
    expect(claude?.root.allowed).toBe(true);
    expect(claude?.sections.find((s) => s.path === '/cart/')?.level).toBe('blocked');
    expect(claude?.sections.find((s) => s.path === '/')?.level).toBe('partly-blocked');
  });

  test('each Sitemap: line is loaded, not loaded or invalid', async () => {
    const session = new InspectorSession(clock);
    const index = `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${SITE}/sitemap.xml</loc></sitemap></sitemapindex>`;
    await session.open(
      [
        { inputId: 'r', name: 'robots.txt', source: bytes(ROBOTS) },
        { inputId: 'i', name: 'index.xml', source: bytes(index) },
        { inputId: 's', name: 'sitemap.xml', source: bytes(urlset(URLS)) },
      ],
      contextFor(),
    );
    expect(session.workbench.sitemapLines({ kind: 'first-loaded' }).lines).toEqual([
      { line: 9, url: `${SITE}/sitemap.xml`, status: 'loaded' },
      { line: 10, url: `${SITE}/missing.xml`, status: 'not-loaded' },
      { line: 11, url: '/relative.xml', status: 'invalid', reason: 'relative-url' },
    ]);
  });

  test('nothing to say without a robots.txt', async () => {
    const session = new InspectorSession(clock);
    expect(session.workbench.aiAccess({ kind: 'first-loaded' })).toEqual({
      robots: null,
      sections: [],
      crawlers: [],
    });
    expect(session.workbench.sitemapLines({ kind: 'first-loaded' })).toEqual({
      robots: null,
      lines: [],
    });
  });
});
