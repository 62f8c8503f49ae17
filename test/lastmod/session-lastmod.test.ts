/**
 * The session's verdicts end to end (files → pipeline → store → index tree → verdicts), as
 * the command line and the worker get them: an index whose lastmod lags its child, a child
 * stamped with its generation time, and hostile values (10 KB, offsets past ±14:00, year 0).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentsOf, inspectFiles } from '../../scripts/inspect-run';

const NOW = Date.parse('2026-11-30T12:00:00Z');
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
let dir = '';

const urlset = (lastmods: string[]) =>
  `<urlset ${NS}>\n` +
  lastmods
    .map((lastmod, i) => `<url><loc>https://e.com/${i}</loc><lastmod>${lastmod}</lastmod></url>\n`)
    .join('') +
  '</urlset>\n';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lastmod-session-'));
  writeFileSync(
    join(dir, 'index.xml'),
    `<sitemapindex ${NS}>\n<sitemap><loc>https://e.com/child.xml</loc><lastmod>2026-10-01</lastmod></sitemap>\n</sitemapindex>\n`,
  );
  writeFileSync(
    join(dir, 'child.xml'),
    urlset(Array.from({ length: 40 }, () => '2026-11-29T03:00:00Z')),
  );
  writeFileSync(
    join(dir, 'hostile.xml'),
    urlset([
      '9'.repeat(10_000),
      '2026-01-01T00:00:00+23:59',
      '0000-01-01',
      '2026-05-01T10:00:00-15:00',
      ...Array.from({ length: 20 }, (_, i) => `2026-0${(i % 9) + 1}-1${i % 10}T0${i % 10}:00:00Z`),
    ]),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('session lastmod verdicts', () => {
  test('an index lastmod older than its child is index-mismatch; the child is generation-time', async () => {
    const run = await inspectFiles([join(dir, 'index.xml'), join(dir, 'child.xml')], NOW);
    const codes = documentsOf(run).map((r) => [
      r.lastmodVerdict?.verdict,
      r.lastmodVerdict?.reasons.map((x) => x.code),
    ]);
    expect(codes).toEqual([
      ['doubtful', ['index-mismatch', 'date-only']],
      ['unusable', ['generation-time']],
    ]);
    expect(run.session.lastmod().total.verdict.reasons.map((r) => r.code)).toEqual([
      'generation-time',
      'index-mismatch',
    ]);
  });

  test('hostile values are classified and nothing throws', async () => {
    const run = await inspectFiles([join(dir, 'hostile.xml')], NOW);
    const facts = run.session.lastmod().documents[0].facts;
    // The year 0 is a generator's placeholder (lastmod-implausible), read as no lastmod.
    expect(facts).toMatchObject({ rows: 24, invalid: 1, absent: 1, dated: 22 });
    // One unreadable value in 24 (4 %) is past INVALID_DOUBTFUL_SHARE.
    const [report] = documentsOf(run);
    expect(report.lastmodVerdict?.verdict).toBe('doubtful');
    expect(report.lastmodVerdict?.reasons.map((r) => r.code)).toEqual(['invalid']);
  });
});
