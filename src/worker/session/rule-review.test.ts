/** The rule review through the session: a loaded robots.txt against the loaded sitemap. */
import { expect, test } from 'vitest';
import type { AnalyzerEvent } from '../protocol/request-map';
import { InspectorSession, type RequestContext } from './inspector-session';
import { SLICE_ROWS } from './robots-crosscheck';
import { CANCELLED } from './session-context';

const clock = { nowMs: () => Date.UTC(2025, 0, 1), monotonicMs: () => performance.now() };
const SITE = 'https://www.example.com';
const ROBOTS = `User-agent: *
Disallow: /cart/
Disallow: /Admin/
Disallow: /never/

Sitemap: ${SITE}/sitemap.xml
`;
const urlset = (urls: readonly string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
    .map((url) => `<url><loc>${url}</loc></url>`)
    .join('')}</urlset>`;
const bytes = (text: string) => ({
  kind: 'bytes' as const,
  bytes: new TextEncoder().encode(text).buffer,
});

function contextFor(isCancelled = () => false): RequestContext {
  return {
    requestId: 1,
    emit: (_event: AnalyzerEvent) => {},
    isCancelled,
    yieldToEvents: () => Promise.resolve(),
  };
}

async function loaded(urls: readonly string[]) {
  const session = new InspectorSession(clock);
  await session.open(
    [
      { inputId: 'r', name: 'robots.txt', source: bytes(ROBOTS) },
      { inputId: 's', name: 'sitemap.xml', source: bytes(urlset(urls)) },
    ],
    contextFor(),
  );
  return session;
}

const check = { source: { kind: 'first-loaded' as const }, agent: 'Googlebot' };

test('each rule with its URLs, case slips, and the origins no robots.txt governs', async () => {
  const session = await loaded([
    `${SITE}/`,
    `${SITE}/cart/1`,
    `${SITE}/cart/2`,
    `${SITE}/admin/users`,
    'https://shop.example.com/a',
    'https://shop.example.com/b',
    'http://www.example.com/old',
  ]);
  const answer = await session.workbench.ruleReview(check, contextFor());
  if (answer === CANCELLED) throw new Error('cancelled');
  expect(answer.robots?.site).toBe(SITE);
  expect([answer.checked, answer.notCovered, answer.undecided]).toEqual([4, 3, 2]);
  expect(answer.rules.map((r) => [r.line, r.blocked, r.caseOnly, r.revealing ?? null])).toEqual([
    [2, 2, 0, null],
    [3, 0, 1, 'admin'],
    [4, 0, 0, null],
  ]);
  expect(answer.originsWithoutRobots).toEqual([
    { origin: 'https://shop.example.com', urlCount: 2 },
    { origin: 'http://www.example.com', urlCount: 1 },
  ]);
});

test('a cancel between slices stops the review', async () => {
  const urls = Array.from({ length: SLICE_ROWS + 10 }, (_, i) => `${SITE}/p/${i}`);
  const session = await loaded(urls);
  let asked = 0;
  const answer = await session.workbench.ruleReview(
    check,
    contextFor(() => ++asked > 1),
  );
  expect(answer).toBe(CANCELLED);
});
