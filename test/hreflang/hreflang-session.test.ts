/**
 * The hreflang analysis across every loaded sitemap (issue 30), end to end as the command
 * line and the worker get it: files → pipeline → the alternates read again → clusters →
 * problems. The two sitemaps give exactly its five faults (and one info for the
 * unlisted second `ja` URL); a valid set gives no hreflang problem at all; clusters spread
 * over several files and an archive, duplicates, relative and cross-host hrefs, removal.
 */
import { describe, expect, test } from 'vitest';
import { documentsOf, inspectEntries, type InspectEntry } from '../../scripts/inspect-run';
import { writeZip } from '../fixtures/archive-writers';
import { EXPECTED_PROBLEMS, makeHreflangFixtures, SITE } from './make-hreflang-fixtures';
import { HREFLANG_VIEW_STEP } from '../../src/worker/session/session-hreflang';

const NOW = Date.parse('2026-12-01T00:00:00Z');
const encoder = new TextEncoder();

function bytesEntry(name: string, text: string | Uint8Array): InspectEntry {
  const bytes = typeof text === 'string' ? encoder.encode(text) : text;
  return { name, source: { kind: 'bytes', bytes: bytes.slice().buffer } };
}

async function hreflangOf(entries: InspectEntry[]) {
  const run = await inspectEntries(entries, NOW);
  const problems = documentsOf(run).flatMap((report) =>
    report.problems
      .filter(
        (p) => p.code.startsWith('hreflang-') || p.params?.code?.toString().startsWith('hreflang-'),
      )
      .map((p) => ({ ...p, file: report.name })),
  );
  return { run, problems, analysis: run.session.hreflang.analysis() };
}

describe('hreflang across loaded sitemaps', () => {
  test("the issue's two sitemaps: its five faults, exactly, and nothing for the 200 valid clusters", async () => {
    const { english, asian } = makeHreflangFixtures(200);
    const { problems, analysis } = await hreflangOf([
      bytesEntry('en.xml', english),
      bytesEntry('ja-zh.xml', asian),
    ]);
    const found = problems.filter((p) => p.code !== 'hreflang-invalid').map((p) => [p.code, p.url]);
    expect(found.sort()).toEqual([...EXPECTED_PROBLEMS].sort());
    const byCode = (code: string) => problems.find((p) => p.code === code)!;
    expect(byCode('hreflang-no-return')).toMatchObject({
      file: 'en.xml',
      params: { hreflang: 'ja', href: `${SITE}/ja/b` },
    });
    const invalid = problems.filter((p) => p.code === 'hreflang-invalid-code');
    expect(invalid.map((p) => [p.params?.hreflang, p.params?.suggestion])).toEqual([
      ['en-UK', 'en-GB'],
      ['jp', 'ja'],
    ]);
    expect(byCode('hreflang-conflict').params).toMatchObject({
      hreflang: 'ja',
      href: `${SITE}/ja/f`,
      other: `${SITE}/ja/f/`,
    });
    // Each names the alternate at fault by line and column (the no-return link is /en/b's ja).
    const noReturn = byCode('hreflang-no-return');
    const line = english.split('\n').findIndex((l) => l.includes(`href="${SITE}/ja/b"`)) + 1;
    expect([noReturn.line, noReturn.column]).toEqual([line, 5]);
    expect(analysis.summary).toMatchObject({
      urls: 615,
      clusters: 205,
      faultyClusters: 5,
      notListedLinks: 1,
    });
    expect(analysis.summary.languages).toEqual([
      { code: 'ja', urls: 206 },
      { code: 'en', urls: 205 },
      { code: 'x-default', urls: 205 },
      { code: 'zh-cn', urls: 205 },
      { code: 'en-uk', urls: 1 },
      { code: 'jp', urls: 1 },
    ]);
    expect(analysis.summary.checkedLinks - analysis.summary.confirmedLinks).toBe(1);
  });

  test('a valid set gives no hreflang problem at all', async () => {
    const { english, asian } = makeHreflangFixtures(50);
    const cut = (text: string) =>
      text.slice(0, text.indexOf('<loc>https://www.example.com/en/b') - 8);
    const { problems, analysis } = await hreflangOf([
      bytesEntry('en.xml', cut(english) + '</urlset>\n'),
      bytesEntry(
        'ja-zh.xml',
        asian.slice(0, asian.indexOf('  <url>\n    <loc>https://www.example.com/ja/b')) +
          '</urlset>\n',
      ),
    ]);
    expect(problems).toEqual([]);
    expect(analysis.summary).toMatchObject({ clusters: 50, faultyClusters: 0, confirmedShare: 1 });
  });

  test('clusters spread over several files and an archive join as one', async () => {
    const { english, asian } = makeHreflangFixtures(30);
    const zip = writeZip([{ path: 'sitemaps/ja-zh.xml', data: encoder.encode(asian) }]);
    const { problems, analysis } = await hreflangOf([
      bytesEntry('en.xml', english),
      bytesEntry('export.zip', zip),
    ]);
    expect(problems.map((p) => [p.code, p.url]).sort()).toEqual([...EXPECTED_PROBLEMS].sort());
    expect(problems.find((p) => p.code === 'hreflang-no-return')?.file).toBe('en.xml');
    expect(analysis.summary.clusters).toBe(35);
  });

  test("a URL listed twice: its links' faults in each file, its own (self, conflict) once", async () => {
    const { english, asian } = makeHreflangFixtures(10);
    const { problems } = await hreflangOf([
      bytesEntry('en.xml', english),
      bytesEntry('en-again.xml', english),
      bytesEntry('ja-zh.xml', asian),
    ]);
    const perFile = (file: string) =>
      problems
        .filter((p) => p.file === file)
        .map((p) => p.code)
        .sort();
    expect(perFile('en.xml')).toEqual(EXPECTED_PROBLEMS.map(([code]) => code).sort());
    expect(perFile('en-again.xml')).toEqual([
      'hreflang-invalid-code',
      'hreflang-invalid-code',
      'hreflang-no-return',
      'hreflang-target-not-listed',
    ]);
  });

  test('a relative href joins nothing; a cross-host href is a link like any other', async () => {
    const head = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`;
    const link = (code: string, href: string) =>
      `<xhtml:link rel="alternate" hreflang="${code}" href="${href}"/>`;
    const text =
      head +
      `<url><loc>https://example.com/a</loc>${link('en', 'https://example.com/a')}${link('de', 'https://example.de/a')}${link('fr', '/fr/a')}${link('x-default', 'https://example.com/a')}</url>` +
      `<url><loc>https://example.de/a</loc>${link('en', 'https://example.com/a')}${link('de', 'https://example.de/a')}${link('x-default', 'https://example.com/a')}</url>` +
      '</urlset>';
    const { problems, analysis } = await hreflangOf([bytesEntry('cross.xml', text)]);
    expect(problems.map((p) => p.code)).toEqual(['hreflang-invalid']);
    expect(analysis.summary).toMatchObject({
      clusters: 1,
      links: 6,
      checkedLinks: 3,
      confirmedLinks: 3,
    });
  });

  test('removing the Japanese and Chinese file leaves their links unlisted, not unreturned', async () => {
    const { english, asian } = makeHreflangFixtures(5);
    const { run } = await hreflangOf([
      bytesEntry('en.xml', english),
      bytesEntry('ja-zh.xml', asian),
    ]);
    run.session.remove(['1']);
    const codes = run.session
      .reports()
      .flatMap((r) => r.problems)
      .map((p) => (p.code === 'problems-capped' ? `capped:${p.params?.code}` : p.code))
      .filter((code) => code.includes('hreflang-'));
    expect(codes).not.toContain('hreflang-no-return');
    expect(codes).toContain('hreflang-target-not-listed');
    expect(run.session.hreflang.analysis().summary.urls).toBe(10);
  });
});

describe('hreflang cluster in the Parquet rows', () => {
  test('the URLs of one cluster share its number; a URL in none is null', async () => {
    const { parquetReadObjects } = await import('hyparquet');
    const { english, asian } = makeHreflangFixtures(3);
    const plain =
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.example.com/about</loc></url></urlset>';
    const { run } = await hreflangOf([
      bytesEntry('en.xml', english),
      bytesEntry('ja-zh.xml', asian),
      bytesEntry('plain.xml', plain),
    ]);
    const chunks: Uint8Array[] = [];
    await run.session.export({}, 'parquet', {
      requestId: 1,
      emit: (event) => {
        if (event.type === 'exportChunk' && 'bytes' in event)
          chunks.push(new Uint8Array(event.bytes));
      },
      isCancelled: () => false,
      yieldToEvents: () => Promise.resolve(),
    });
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of chunks) bytes.set(chunk, (at += chunk.length) - chunk.length);
    const rows = (await parquetReadObjects({
      file: bytes.buffer,
      columns: ['url', 'hreflang_cluster'],
    })) as { url: string; hreflang_cluster: number | null }[];
    const clusterOf = new Map(rows.map((row) => [row.url.replace(SITE, ''), row.hreflang_cluster]));
    expect(clusterOf.get('/en/v0')).toBe(1);
    expect(clusterOf.get('/ja/v0')).toBe(1);
    expect(clusterOf.get('/zh-cn/v1')).toBe(2);
    expect(clusterOf.get('/ja/f')).toBe(clusterOf.get('/en/f'));
    expect(clusterOf.get('/about')).toBeNull();
  });
});

describe('hreflang states in the row detail', () => {
  test("each of a row's alternates is marked with its state", async () => {
    const { english, asian } = makeHreflangFixtures(2);
    const { run } = await hreflangOf([
      bytesEntry('en.xml', english),
      bytesEntry('ja-zh.xml', asian),
    ]);
    const store = run.session.store;
    const loc = `${SITE}/en/f`;
    const row = Array.from({ length: store.size }, (_, i) => i).find((i) => store.loc(i) === loc)!;
    const answer = await run.session.rereads.rowDetail(row, loc, undefined, {
      isCancelled: () => false,
      yieldToEvents: () => Promise.resolve(),
    });
    expect(answer).not.toBe('cancelled');
    if (answer === 'cancelled') return;
    expect(answer.extensions?.alternates.map((a) => a.href.replace(SITE, ''))).toEqual([
      '/en/f',
      '/ja/f',
      '/zh-cn/f',
      '/en/f',
      '/ja/f/',
    ]);
    expect(answer.hreflangStates).toEqual(['self', 'confirmed', 'confirmed', 'self', 'not-listed']);
  });
});

describe('the URL table filtered to the URLs at fault', () => {
  test.each([
    ['hreflang-no-return', ['/en/b']],
    ['hreflang-missing-self', ['/en/c']],
    ['hreflang-invalid-code', ['/en/d', '/en/e']],
    ['hreflang-conflict', ['/en/f']],
  ])('%s keeps %j, and the Problems group offers them', async (code, paths) => {
    const { english, asian } = makeHreflangFixtures(20);
    const { run } = await hreflangOf([
      bytesEntry('en.xml', english),
      bytesEntry('ja-zh.xml', asian),
    ]);
    const answer = run.session.rows({ problemCodes: [code] }, 0, 100);
    expect(answer.rows.map((row) => row.loc.replace(SITE, '')).sort()).toEqual(paths);
    const group = run.session.problems().find((g) => g.code === code);
    expect(group?.urlCount).toBe(paths.length);
  });
});

describe('alternates blocked by robots.txt', () => {
  test('a link to a URL the first robots.txt blocks for Googlebot is hreflang-target-blocked', async () => {
    const { english, asian } = makeHreflangFixtures(2);
    const { problems } = await hreflangOf([
      bytesEntry('robots.txt', 'User-agent: *\nDisallow: /zh-cn/v0\n'),
      bytesEntry('en.xml', english),
      bytesEntry('ja-zh.xml', asian),
    ]);
    const blocked = problems.filter((p) => p.code === 'hreflang-target-blocked');
    expect(blocked.map((p) => [p.file, p.url?.replace(SITE, ''), p.params?.line])).toEqual([
      ['en.xml', '/en/v0', 2],
      ['ja-zh.xml', '/ja/v0', 2],
    ]);
    expect(blocked[0].params).toMatchObject({ href: `${SITE}/zh-cn/v0`, agent: 'Googlebot' });
  });
});

describe('two opens at once', () => {
  test('a second open while the first is read does not take its alternates twice', async () => {
    const { InspectorSession } = await import('../../src/worker/session/inspector-session');
    const { english, asian } = makeHreflangFixtures(20);
    const context = {
      requestId: 1,
      emit: () => {},
      isCancelled: () => false,
      yieldToEvents: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    };
    const file = (inputId: string, name: string, text: string) => ({
      inputId,
      name,
      source: { kind: 'bytes' as const, bytes: encoder.encode(text).slice().buffer },
    });
    const alone = new InspectorSession({ nowMs: () => NOW, monotonicMs: () => performance.now() });
    await alone.open([file('a', 'en.xml', english), file('b', 'ja-zh.xml', asian)], context);
    const twice = new InspectorSession({ nowMs: () => NOW, monotonicMs: () => performance.now() });
    const first = twice.open(
      [file('a', 'en.xml', english), file('b', 'ja-zh.xml', asian)],
      context,
    );
    const second = twice.open([file('r', 'robots.txt', 'User-agent: *\nAllow: /\n')], context);
    await Promise.all([first, second]);
    expect(twice.hreflang.analysis().summary.links).toBe(alone.hreflang.analysis().summary.links);
  });
});

describe('the hreflang analysis prepared in steps', () => {
  const files = () => {
    const { english, asian } = makeHreflangFixtures(5);
    return [bytesEntry('en.xml', english), bytesEntry('ja-zh.xml', asian)];
  };

  test('a removal between two steps starts it again: the answer is the one after the removal', async () => {
    const { session } = await inspectEntries(files(), NOW);
    let pauses = 0;
    const isPrepared = await session.prepare(
      { step: HREFLANG_VIEW_STEP },
      {
        isCancelled: () => false,
        yieldToEvents: async () => {
          if (pauses++ === 1) session.remove(['1']);
        },
      },
    );
    expect(isPrepared).toBe(true);
    // Two pauses of the first run, then every pause of a run over what is left.
    const { session: alone } = await inspectEntries(files().slice(0, 1), NOW);
    let pausesAlone = 0;
    await alone.prepare(
      { step: HREFLANG_VIEW_STEP },
      { isCancelled: () => false, yieldToEvents: async () => void pausesAlone++ },
    );
    expect(pauses).toBe(2 + pausesAlone);
    expect(session.hreflang.analysis().summary).toEqual(alone.hreflang.analysis().summary);
    expect(session.hreflang.analysis().summary.urls).toBe(10);
  });

  test('a cancel between two steps stops it', async () => {
    const { session } = await inspectEntries(files(), NOW);
    let pauses = 0;
    const isPrepared = await session.prepare(
      { step: HREFLANG_VIEW_STEP },
      { isCancelled: () => pauses > 1, yieldToEvents: async () => void pauses++ },
    );
    expect(isPrepared).toBe(false);
    expect(pauses).toBe(2);
  });
});
