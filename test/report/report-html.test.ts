/**
 * The report from a session in Node, as the page and the command line write it: the same
 * figures as the session's answers, no script, every text from a file escaped, in the
 * report's language.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import { reportAnswer } from '../../src/worker/session/report-answer';
import { DEFAULT_ROBOTS_CHECK } from '../../src/worker/protocol/robots';
import type { ReportAnswer } from '../../src/worker/protocol/report';
import { reportHtml } from '../../src/ui/report/report-html';
import { createTranslator } from '../../src/ui/i18n/i18n';
import { reportSheets } from '../../src/ui/report/report-sheets';
import { workbookBlob } from '../../src/ui/report/report-workbook';
import { strFromU8, unzipSync } from 'fflate';
import { runInspect } from '../cli-run';

const samples = join(import.meta.dirname, '..', '..', 'public', 'samples');
const clock = { nowMs: () => Date.UTC(2026, 11, 4), monotonicMs: () => performance.now() };
const context = {
  requestId: 1,
  emit: () => {},
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
};
const HOSTILE_NAME = '<script>alert(1)</script>.xml';
const HOSTILE_URL = 'https://www.example.com/"><img src=x onerror=alert(1)>';

async function demoReport(): Promise<{ session: InspectorSession; answer: ReportAnswer }> {
  const session = new InspectorSession(clock);
  const names = ['robots.txt', 'sitemap_index.xml', 'sitemap-pages.xml', 'sitemap-blog.xml'];
  const hostile = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${HOSTILE_URL.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</loc></url><url><loc>not a url</loc></url></urlset>`;
  await session.open(
    [
      ...names.map((name, i) => ({
        fileId: `f${i}`,
        name,
        source: {
          kind: 'bytes' as const,
          bytes: new Uint8Array(readFileSync(join(samples, name))).buffer,
        },
      })),
      {
        fileId: 'hostile',
        name: HOSTILE_NAME,
        source: { kind: 'bytes' as const, bytes: new TextEncoder().encode(hostile).buffer },
      },
    ],
    context,
  );
  const answer = await reportAnswer(session, { robotsCheck: DEFAULT_ROBOTS_CHECK }, context);
  if (answer === 'cancelled') throw new Error('cancelled');
  return { session, answer };
}

describe('the report', () => {
  test('its figures are the session answers the page shows', async () => {
    const { session, answer } = await demoReport();
    const groups = session.problems();
    expect(answer.problems).toEqual(groups);
    for (const severity of ['error', 'warning', 'info'] as const)
      expect(answer.severities[severity]).toBe(
        groups.filter((g) => g.severity === severity).reduce((sum, g) => sum + g.count, 0),
      );
    expect(answer.figures.inputs).toBe(5);
    expect(answer.figures.urls).toBe(session.store.size);
    expect(answer.robots.robots?.name).toBe('robots.txt');
    expect(answer.lastmod?.total).toEqual(
      session.lastmodView({ scope: { kind: 'all' }, query: {} }).total,
    );
  });

  test('one self-contained HTML file: no script, nothing loaded, every file text escaped', async () => {
    const { answer } = await demoReport();
    const html = reportHtml(answer, createTranslator('en'));
    expect(html).not.toMatch(/<script/i);
    // No element with an event handler or an address other than its own anchors: the hostile
    // URL's `<img onerror>` is text.
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/<[a-z][^>]*\s(src|href)="(?!#)/i);
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;.xml');
    expect(html).toContain(`<h2>Overview</h2>`);
    expect(html).toContain(`<li>5 files</li>`);
    expect(html).toContain(`<li>${answer.figures.urls} URLs</li>`);
    const errors = answer.severities.error;
    expect(html).toContain(`<li>${errors === 1 ? '1 error' : `${errors} errors`}</li>`);
    expect(html).toContain(`Error (${errors})`);
    expect(html).toContain('<svg class="chart"');
  });

  test('in Japanese and Chinese, with the language tag of each', async () => {
    const { answer } = await demoReport();
    const ja = reportHtml(answer, createTranslator('ja'));
    expect(ja).toContain('<html lang="ja">');
    expect(ja).toContain('サイトマップと robots.txt のレポート');
    const zh = reportHtml(answer, createTranslator('zh'));
    expect(zh).toContain('<html lang="zh-Hans">');
    expect(zh).toContain('站点地图与 robots.txt 报告');
  });
});

describe('the workbook', () => {
  test('one sheet per section, values typed, no formula even for a cell starting with =', async () => {
    const { answer } = await demoReport();
    const sheets = reportSheets(answer, createTranslator('en'));
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'Overview',
      'Problems',
      'Examples',
      'Lastmod',
      'robots.txt',
      'Files',
    ]);
    const withFormula = { name: '=cmd', rows: [['=HYPERLINK("http://evil")', 1]] };
    const blob = await workbookBlob([...sheets, withFormula]);
    const parts = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const text = (name: string) => strFromU8(parts[name]!);
    expect(text('xl/workbook.xml')).toContain('name="Overview"');
    const xml = Object.keys(parts)
      .filter((name) => name.startsWith('xl/worksheets/'))
      .map(text)
      .join('');
    expect(xml).not.toContain('<f>');
    const strings = text('xl/sharedStrings.xml');
    expect(strings).toContain('<t>=HYPERLINK("http://evil")</t>');
    expect(strings).toContain('&lt;script&gt;alert(1)&lt;/script&gt;.xml');
  });
});

describe('the command line', () => {
  /** The report without the moment it was made. */
  const withoutDate = (html: string) => html.replace(/<p class="made">[^<]*<\/p>/, '');

  test('--report writes the report the page writes for the same files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inspect-report-'));
    try {
      const names = ['robots.txt', 'sitemap_index.xml', 'sitemap-pages.xml', 'sitemap-blog.xml'];
      const out = join(dir, 'report.html');
      const run = runInspect(
        '--report',
        out,
        '--lang',
        'ja',
        ...names.map((n) => join(samples, n)),
      );
      expect(run.stderr).toContain(`Wrote the report to ${out}`);
      expect(run.status).toBe(0);
      const session = new InspectorSession(clock);
      await session.open(
        names.map((name, i) => ({
          fileId: `f${i}`,
          name: join(samples, name),
          source: {
            kind: 'bytes' as const,
            bytes: new Uint8Array(readFileSync(join(samples, name))).buffer,
          },
        })),
        context,
      );
      const answer = await reportAnswer(session, { robotsCheck: DEFAULT_ROBOTS_CHECK }, context);
      if (answer === 'cancelled') throw new Error('cancelled');
      expect(withoutDate(readFileSync(out, 'utf8'))).toBe(
        withoutDate(reportHtml(answer, createTranslator('ja'))),
      );
      const workbook = join(dir, 'report.xlsx');
      expect(runInspect('--report', workbook, join(samples, 'sitemap-pages.xml')).status).toBe(0);
      expect(strFromU8(unzipSync(readFileSync(workbook))['xl/workbook.xml']!)).toContain(
        'name="Overview"',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('explanations and fixes that name a value', () => {
  test('are filled with the first occurrence’s values in the report and the workbook', async () => {
    const session = new InspectorSession(clock);
    // "Useragent" is a typo Google accepts: key-typo, whose fix names the key to write.
    const robots = 'Useragent: *\nDisallow: /private/\n';
    await session.open(
      [
        {
          fileId: 'r',
          name: 'robots.txt',
          source: { kind: 'bytes' as const, bytes: new TextEncoder().encode(robots).buffer },
        },
      ],
      context,
    );
    const answer = await reportAnswer(session, { robotsCheck: DEFAULT_ROBOTS_CHECK }, context);
    if (answer === 'cancelled') throw new Error('cancelled');
    expect(answer.problems.map((group) => group.code)).toContain('key-typo');
    for (const locale of ['en', 'ja', 'zh'] as const) {
      const translator = createTranslator(locale);
      const html = reportHtml(answer, translator);
      const cells = reportSheets(answer, translator).flatMap((sheet) => sheet.rows.flat());
      expect(html).not.toMatch(/\{[A-Za-z_]\w*\}/);
      expect(cells.filter((cell) => /\{[A-Za-z_]\w*\}/.test(String(cell)))).toEqual([]);
    }
    expect(reportHtml(answer, createTranslator('en'))).toContain(
      'Spell the key &#34;User-agent&#34;',
    );
  });
});
