/**
 * `npm run inspect -- --json robots.txt SITEMAP…`: the rule review in `ruleReview` (and in the
 * readable summary), for Googlebot unless `--agent` says otherwise.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInspect } from '../cli-run';

const SITE = 'https://www.example.com';
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'inspect-review-'));
  writeFileSync(
    join(dir, 'robots.txt'),
    `User-agent: *\nDisallow: /cart/\nDisallow: /Admin/\n\nUser-agent: GPTBot\nDisallow: /\n\nSitemap: ${SITE}/sitemap.xml\n`,
  );
  const urls = [`${SITE}/`, `${SITE}/cart/1`, `${SITE}/admin/x`, 'https://cdn.example.com/a.jpg'];
  writeFileSync(
    join(dir, 'sitemap.xml'),
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${u}</loc></url>`).join('')}</urlset>`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('--json: each rule with its sitemap URLs, case slips, and origins without a robots.txt', () => {
  const { status, stdout } = runInspect(
    '--json',
    join(dir, 'robots.txt'),
    join(dir, 'sitemap.xml'),
  );
  expect(status).toBe(0);
  const { ruleReview } = JSON.parse(stdout) as {
    ruleReview: Record<string, unknown> & { rules: Record<string, unknown>[] };
  };
  expect(ruleReview).toMatchObject({
    robots: join(dir, 'robots.txt'),
    site: SITE,
    agent: 'Googlebot',
    appliedToken: '*',
    checked: 3,
    notCovered: 1,
    undecided: 2,
    originsWithoutRobots: [{ origin: 'https://cdn.example.com', urlCount: 1 }],
  });
  expect(ruleReview.rules.map((r) => [r.line, r.value, r.applies, r.blocked, r.caseOnly])).toEqual([
    [2, '/cart/', true, 1, 0],
    [3, '/Admin/', true, 0, 1],
    [6, '/', false, 0, 0],
  ]);
  expect(ruleReview.rules[1]).toMatchObject({
    revealing: 'admin',
    caseOnlyExample: `${SITE}/admin/x`,
  });
});

test('the readable summary lists the rules; without sitemaps there is no review', () => {
  const both = runInspect(join(dir, 'robots.txt'), join(dir, 'sitemap.xml'));
  expect(both.stdout).toContain('Rule review of');
  expect(both.stdout).toContain(
    'line 3  Disallow: /Admin/  0 blocked; 1 missed only by letter case; names "admin"',
  );
  const alone = runInspect('--json', join(dir, 'robots.txt'));
  expect(JSON.parse(alone.stdout)).not.toHaveProperty('ruleReview');
});
