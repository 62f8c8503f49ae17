/**
 * The comparison of two snapshots (src/core/snapshot): the issue's scenario read from two zips
 * through the worker's own sessions, with its exact counts, the per-file table and the
 * findings; then small stores for each finding and for the join's edge cases.
 */
import { describe, expect, test } from 'vitest';
import { parquetReadObjects } from 'hyparquet';
import { compareSnapshots } from '../../src/core/snapshot/snapshot-compare';
import { snapshotFileKeys } from '../../src/core/snapshot/snapshot-file-keys';
import { fileKeyCases } from './file-key-cases';
import { ChangeCode, joinSnapshots, SnapshotJoiner } from '../../src/core/snapshot/snapshot-join';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import { CANCELLED, type RequestContext } from '../../src/worker/session/session-context';
import { entry, storeOf } from '../analysis/store-fixture';
import { EXPECTED, REGENERATED_AT, twoSnapshots } from './two-snapshots';

const clock = { nowMs: () => Date.parse('2026-12-01T00:00:00Z'), monotonicMs: () => 0 };
const context: RequestContext = {
  requestId: 1,
  emit: () => {},
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
};
const bytes = (data: Uint8Array) => ({ kind: 'bytes' as const, bytes: data.slice().buffer });

describe('the issue scenario: two zips of one site', async () => {
  const { before, after } = twoSnapshots();
  const current = new InspectorSession(clock);
  await current.open([{ inputId: 'f1', name: 'after.zip', source: bytes(after) }], context);
  const earlier = current.earlier;
  const summary = await earlier.open(
    [{ inputId: 'e1', name: 'before.zip', source: bytes(before) }],
    context,
  );
  const { comparison, join } = earlier.compare(current)!;

  test('the totals', () => {
    expect(summary).toEqual({ files: 4, urls: 1000, failed: 0, withoutUrls: 1 });
    expect(comparison.totals).toEqual({
      ...EXPECTED,
      moved: 0,
      earlierUrls: 1000,
      currentUrls: 1020,
    });
    // The earlier URLs stay out of the current store.
    expect(current.store.size).toBe(1020);
  });

  test.each([
    [
      'sitemap-a.xml',
      {
        earlierUrls: 200,
        currentUrls: 150,
        added: 0,
        removed: 50,
        lastmodChanged: 0,
        unchanged: 150,
      },
    ],
    [
      'sitemap-b.xml',
      {
        earlierUrls: 200,
        currentUrls: 270,
        added: 70,
        removed: 0,
        lastmodChanged: 0,
        unchanged: 200,
      },
    ],
    [
      'sitemap-c.xml',
      {
        earlierUrls: 350,
        currentUrls: 350,
        added: 0,
        removed: 0,
        lastmodChanged: 100,
        unchanged: 250,
      },
    ],
    [
      'sitemap-d.xml',
      {
        earlierUrls: 250,
        currentUrls: 250,
        added: 0,
        removed: 0,
        lastmodChanged: 250,
        unchanged: 0,
      },
    ],
  ])('per file: %s', (file, counts) => {
    expect(comparison.files.find((f) => f.file === file)).toEqual({ file, moved: 0, ...counts });
  });

  test('per section: one per child directory', () => {
    expect(comparison.sections.map((s) => [s.key, s.added, s.removed, s.lastmodChanged])).toEqual([
      ['shop.example/a', 0, 50, 0],
      ['shop.example/b', 70, 0, 0],
      ['shop.example/c', 0, 0, 100],
      ['shop.example/d', 0, 0, 250],
    ]);
  });

  test('child D is regenerated; C is not', () => {
    const regenerated = comparison.findings.filter((f) => f.code === 'regenerated');
    expect(regenerated).toEqual([
      {
        code: 'regenerated',
        file: 'sitemap-d.xml',
        params: { changed: 250, common: 250, instant: REGENERATED_AT },
      },
    ]);
    expect(
      comparison.findings.some((f) => f.file === 'sitemap-c.xml' && f.code === 'moved-everywhere'),
    ).toBe(false);
  });

  test.each([
    ['added', 70],
    ['removed', 50],
    ['lastmod-changed', 350],
    ['unchanged', 600],
  ] as const)('the URL table filtered to %s', (change, count) => {
    const answer = current.rows({ change }, 0, 2000);
    expect(answer.matching).toBe(count);
    expect(answer.total).toBe(1020);
    expect(new Set(answer.rows.map((row) => row.change))).toEqual(new Set([change]));
    if (change === 'removed')
      expect(answer.rows[0]).toMatchObject({
        loc: 'https://shop.example/a/item-0',
        file: 'before.zip/sitemap-a.xml',
      });
  });

  test('a re-dated row carries its earlier lastmod; a removed one has details from the earlier files', async () => {
    const redated = current.rows({ change: 'lastmod-changed' }, 0, 1).rows[0]!;
    const earlierRow = join.earlierRowOf[redated.row]!;
    const earlierStore = earlier.earlierSession!.store;
    expect(redated.earlierLastmodText).toBeDefined();
    expect(Date.parse(redated.earlierLastmodText!)).toBe(earlierStore.lastmodMs[earlierRow]);
    expect(redated.earlierLastmodText).not.toBe(redated.lastmodText);
    const added = current.rows({ change: 'added' }, 0, 1).rows[0]!;
    expect(added.earlierLastmodText).toBeUndefined();

    const removed = current.rows({ change: 'removed' }, 0, 1).rows[0]!;
    const detail = await current.rowDetail(
      { row: removed.row, loc: removed.loc, isEarlier: true },
      context,
    );
    expect(detail).toMatchObject({ status: 'read' });
    // Asked of the current files, the same row number is another URL (or none).
    const wrong = await current.rowDetail({ row: removed.row, loc: removed.loc }, context);
    expect(wrong).not.toMatchObject({ status: 'read' });
  });

  test('the change filter follows the other filters; sections of the removed are empty here', () => {
    expect(current.rows({ change: 'lastmod-changed', text: '/d/' }, 0, 10).matching).toBe(250);
    expect(current.rows({ change: 'removed', text: 'item-1' }, 0, 100).matching).toBe(11);
    expect(current.sections({ change: 'added' }).sections).toMatchObject([
      { key: 'shop.example/b', count: 70 },
    ]);
  });

  test('the Lastmod tab: child D unusable with the comparison, and says so', () => {
    const files = current.lastmodView({ scope: { kind: 'all' }, query: {} }).files;
    const row = (name: string) => files.find((f) => f.name === `after.zip/${name}`)!;
    expect(row('sitemap-d.xml')).toMatchObject({
      verdict: { verdict: 'unusable' },
      snapshotFindings: ['regenerated', 'lastmod-only'],
    });
    expect(row('sitemap-a.xml').snapshotFindings).toBeUndefined();
  });

  test('a CSV export carries the change column', async () => {
    let text = '';
    await current.export({ change: 'added' }, 'csv', {
      ...context,
      emit: (event) => {
        if (event.type === 'exportChunk' && 'text' in event) text += event.text;
      },
    });
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/,problems,change$/);
    expect(lines).toHaveLength(71);
    expect(lines.slice(1).every((line) => line.endsWith(',added'))).toBe(true);
  });

  test('a Parquet export carries the change column', async () => {
    const parts: ArrayBuffer[] = [];
    await current.export({ change: 'lastmod-changed' }, 'parquet', {
      ...context,
      emit: (event) => {
        if (event.type === 'exportChunk' && 'bytes' in event) parts.push(event.bytes);
      },
    });
    const file = new Uint8Array(await new Blob(parts).arrayBuffer()).buffer;
    const rows = (await parquetReadObjects({ file, columns: ['change'] })) as { change: string }[];
    expect(rows).toHaveLength(350);
    expect(new Set(rows.map((row) => row.change))).toEqual(new Set(['lastmod-changed']));
  });

  test('the per-row change column', () => {
    const counts = [0, 0, 0, 0, 0];
    for (const code of join.change) counts[code]++;
    expect(counts.slice(1, 4)).toEqual([600, 70, 350]);
    expect(join.earlierChange.filter((c) => c === ChangeCode.removed).length).toBe(50);
  });
});

const ms = (iso: string) => Date.parse(iso);
const dated = (loc: string, iso: string, fields = {}) =>
  entry(loc, { lastmodMs: ms(iso), ...fields });
const urls = (n: number, iso: (i: number) => string, fields = {}) =>
  Array.from({ length: n }, (_, i) => dated(`https://a.test/p/${i}`, iso(i), fields));

describe('findings of small snapshots', () => {
  test.each([
    {
      name: 'every URL moved, to many instants',
      earlier: urls(20, () => '2026-01-01'),
      later: urls(20, (i) => `2026-02-${String(i + 1).padStart(2, '0')}`),
      codes: ['moved-everywhere', 'lastmod-only'],
    },
    {
      name: 'every URL moved to one instant',
      earlier: urls(20, (i) => `2026-01-${String(i + 1).padStart(2, '0')}`),
      later: urls(20, () => '2026-03-01T00:00:00Z'),
      codes: ['regenerated', 'lastmod-only'],
    },
    {
      name: 'moved backwards, with priority changed too',
      earlier: urls(3, () => '2026-03-10'),
      later: urls(3, () => '2026-03-01', { priority: 0.5 }),
      codes: ['moved-backwards'],
    },
    {
      name: 'nothing moved',
      earlier: urls(20, () => '2026-01-01'),
      later: urls(20, () => '2026-01-01'),
      codes: [],
    },
  ])('$name', ({ earlier, later, codes }) => {
    const result = compareSnapshots(storeOf({ 's.xml': earlier }), storeOf({ 's.xml': later }));
    expect(result.findings.map((f) => f.code)).toEqual(codes);
  });

  test('a URL dropped although recent (not one of 2025); a URL moved to another file', () => {
    const earlier = storeOf({
      'old.zip/s.xml': [
        dated('https://a.test/x', '2026-05-01'),
        dated('https://a.test/y', '2025-01-01'),
      ],
      'old.zip/t.xml': [dated('https://a.test/z', '2026-05-02')],
    });
    const later = storeOf({
      'new.zip/t.xml.gz': [dated('https://a.test/x', '2026-05-01'), 'https://a.test/new'],
    });
    const result = compareSnapshots(earlier, later);
    expect(result.totals).toMatchObject({ added: 1, removed: 2, unchanged: 1, moved: 1 });
    expect(result.findings).toEqual([
      { code: 'dropped-recent', file: 't.xml', params: { count: 1, days: 30 } },
    ]);
  });

  test('a URL listed twice is counted once, on both sides', () => {
    const earlier = storeOf({
      's.xml': ['https://a.test/1', 'https://a.test/1', 'https://a.test/2'],
    });
    const later = storeOf({
      's.xml': ['https://a.test/1', 'https://a.test/3', 'https://a.test/1'],
    });
    const join = joinSnapshots(earlier, later);
    expect([...join.change]).toEqual([
      ChangeCode.unchanged,
      ChangeCode.added,
      ChangeCode.unchanged,
    ]);
    expect([...join.earlierChange]).toEqual([0, 0, ChangeCode.removed]);
    expect(compareSnapshots(earlier, later, join).totals).toMatchObject({
      added: 1,
      removed: 1,
      unchanged: 1,
    });
  });

  test('joined as the current store grows: the same as one join of the whole', () => {
    const earlier = storeOf({
      's.xml': ['https://a.test/1', 'https://a.test/2', 'https://a.test/3'],
    });
    const current = storeOf({ 's.xml': ['https://a.test/2', 'https://a.test/9'] });
    const joiner = new SnapshotJoiner(earlier);
    const first = joiner.extend(current);
    expect([...first.earlierChange]).toEqual([ChangeCode.removed, 0, ChangeCode.removed]);
    const more = current.addDocument('t.xml');
    for (const loc of ['https://a.test/3', 'https://a.test/2', 'https://a.test/10'])
      current.addUrl(more, entry(loc));
    const grown = joiner.extend(current);
    const whole = joinSnapshots(earlier, current);
    expect([...grown.change]).toEqual([...whole.change]);
    expect([...grown.earlierRowOf]).toEqual([...whole.earlierRowOf]);
    expect([...grown.earlierChange]).toEqual([ChangeCode.removed, 0, 0]);
  });

  test.each(fileKeyCases)('file keys: $name', (fileKeyCase) => {
    const documents = (side: [string, string?][]) =>
      side.map(([name, location], id) => ({ id, name, ...(location ? { location } : {}) }));
    const keys = snapshotFileKeys(documents(fileKeyCase.earlier), documents(fileKeyCase.current));
    expect([...keys.earlier.values()]).toEqual(fileKeyCase.earlierKeys);
    expect([...keys.current.values()]).toEqual(fileKeyCase.currentKeys);
  });
});

describe('the earlier snapshot in the worker', () => {
  const xml = (locs: string[]) =>
    new TextEncoder().encode(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`,
    );

  test('a second upload while the first is read wins; clear forgets', async () => {
    const current = new InspectorSession(clock);
    const first = current.earlier.open(
      [{ inputId: 'e1', name: 'one.xml', source: bytes(xml(['https://a.test/1'])) }],
      context,
    );
    const second = current.earlier.open(
      [
        {
          inputId: 'e2',
          name: 'two.xml',
          source: bytes(xml(['https://a.test/1', 'https://a.test/2'])),
        },
      ],
      context,
    );
    const outcomes = await Promise.all([first, second]);
    expect(outcomes[0]).toBe(CANCELLED);
    expect(outcomes[1]).toEqual({ files: 1, urls: 2, failed: 0, withoutUrls: 0 });
    expect(current.earlier.answer(current).earlier).toEqual({
      files: 1,
      urls: 2,
      failed: 0,
      withoutUrls: 0,
    });
    const version = current.dataVersion;
    current.earlier.clear();
    expect(current.earlier.answer(current)).toEqual({});
    expect(current.dataVersion).toBeGreaterThan(version);
  });
});
