/**
 * The report from a session in Node, as the page and the command line write it: the same
 * figures as the session's answers, no script, every text from a file escaped, in the
 * report's language, titled with the site's host and naming what was loaded.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import { reportAnswer } from '../../src/worker/session/report-answer';
import { DEFAULT_ROBOTS_CHECK } from '../../src/worker/protocol/robots';
import type { ReportAnswer } from '../../src/worker/protocol/report';
import { reportHtml } from '../../src/report/report-html';
import { reportFileName } from '../../src/report/report-file-name';
import { createTranslator } from '../../src/i18n/i18n';
import { reportSheets } from '../../src/report/report-sheets';
import { workbookBlob } from '../../src/report/report-workbook';
import { strFromU8, unzipSync } from 'fflate';
import { runInspect } from '../cli-run';
import { REPORT_FILE_NAMES } from './report-file-name-cases';
import {
  context,
  crawlSession,
  DEMO_FILES,
  demoSession,
  SAMPLES,
  snapshotSession,
} from './report-scenarios';

const clock = { nowMs: () => Date.UTC(2026, 11, 4), monotonicMs: () => performance.now() };

async function answerOf(session: InspectorSession): Promise<ReportAnswer> {
  const answer = await reportAnswer(session, { robotsCheck: DEFAULT_ROBOTS_CHECK }, context);
  if (answer === 'cancelled') throw new Error('cancelled');
  return answer;
}

async function demoReport(): Promise<{ session: InspectorSession; answer: ReportAnswer }> {
  const session = await demoSession();
  return { session, answer: await answerOf(session) };
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

  test('names the site in its title and heading, and what was loaded by name', async () => {
    const { answer } = await demoReport();
    expect(answer.host).toBe('www.example.com');
    const html = reportHtml(answer, createTranslator('en'));
    const title = 'Sitemap and robots.txt report: www.example.com';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(
      `<li>Files: ${[...DEMO_FILES, '&#60;script&#62;alert(1)&#60;/script&#62;.xml'].join(', ')}</li>`,
    );
  });

  test.each([
    ['a crawl export', crawlSession, 'Crawl export: internal_all.csv'],
    ['an earlier snapshot', snapshotSession, 'Earlier snapshot: before.zip'],
  ])('names %s it was compared with', async (_name, open, loaded) => {
    const html = reportHtml(await answerOf(await open()), createTranslator('en'));
    expect(html).toContain(`<li>${loaded}</li>`);
    expect(html).toContain('Every URL of these lists is in the workbook (XLSX).');
  });

  test('says where every place of a problem is: in the workbook, not in a tool the client lacks', async () => {
    const answer = await answerOf(await crawlSession());
    expect(answer.problems.some((group) => group.count > 5)).toBe(true);
    expect(reportHtml(answer, createTranslator('en'))).toMatch(
      /\d+ more places: every one is listed in the workbook \(XLSX\)\./,
    );
    for (const locale of ['en', 'ja', 'zh'] as const) {
      const html = reportHtml(answer, createTranslator(locale));
      expect(html).toContain('XLSX');
      // The words it used to say: a client has no inspector with the files in it.
      expect(html).not.toMatch(
        /open the files in the inspector|インスペクターでファイルを開いて|请在检查器中打开文件/,
      );
    }
  });

  test.each(REPORT_FILE_NAMES)('is saved as %s', (expected, site, takenMs, format) => {
    expect(reportFileName(site, takenMs, format)).toBe(expected);
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
      const out = join(dir, 'report.html');
      const run = runInspect(
        '--report',
        out,
        '--lang',
        'ja',
        ...DEMO_FILES.map((name) => join(SAMPLES, name)),
      );
      expect(run.stderr).toContain(`Wrote the report to ${out}`);
      expect(run.status).toBe(0);
      // The files of one folder are named by their file names, as the page names them.
      const session = new InspectorSession(clock);
      await session.open(
        DEMO_FILES.map((name, i) => ({
          inputId: `f${i}`,
          name,
          source: {
            kind: 'bytes' as const,
            bytes: new Uint8Array(readFileSync(join(SAMPLES, name))).buffer,
          },
        })),
        context,
      );
      expect(withoutDate(readFileSync(out, 'utf8'))).toBe(
        withoutDate(reportHtml(await answerOf(session), createTranslator('ja'))),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test.each(['report.html', 'report.xlsx'])(
    '--report %s names the files below the folder that holds them, never by a path above it',
    (out) => {
      const dir = mkdtempSync(join(tmpdir(), 'inspect-report-'));
      try {
        const client = join(dir, 'Clients', 'example');
        mkdirSync(join(client, 'sitemaps'), { recursive: true });
        cpSync(join(SAMPLES, 'robots.txt'), join(client, 'robots.txt'));
        for (const name of DEMO_FILES.slice(1))
          cpSync(join(SAMPLES, name), join(client, 'sitemaps', name));
        const crawl = join(client, 'internal_all.csv');
        cpSync(
          join(import.meta.dirname, '..', 'crawl', 'samples', 'screaming-frog-internal_all.csv'),
          crawl,
        );
        const written = join(dir, out);
        const run = runInspect(
          '--report',
          written,
          '--crawl',
          crawl,
          join(client, 'robots.txt'),
          ...DEMO_FILES.slice(1).map((name) => join(client, 'sitemaps', name)),
        );
        expect(run.status, run.stderr).toBe(0);
        const bytes = readFileSync(written);
        const text = out.endsWith('.xlsx')
          ? Object.values(unzipSync(bytes))
              .map((part) => strFromU8(part))
              .join('\n')
          : bytes.toString('utf8');
        expect(text).not.toContain(dir);
        expect(text).toContain('sitemaps/sitemap-pages.xml');
        expect(text).toContain('internal_all.csv');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('explanations and fixes that name a value', () => {
  test('are filled with the first occurrence’s values in the report and the workbook', async () => {
    const session = new InspectorSession(clock);
    // "Useragent" is a typo Google accepts: key-typo, whose fix names the key to write.
    const robots = 'Useragent: *\nDisallow: /private/\n';
    await session.open(
      [
        {
          inputId: 'r',
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
