import { describe, expect, test } from 'vitest';
import type { InputId } from '../../core/ids';
import type { LastmodScope } from '../protocol/lastmod';
import type { ViewQuery } from '../protocol/rows';
import { writeZip } from '../../../test/fixtures/archive-writers';
import type { AnalyzerEvent } from '../protocol/request-map';
import { InspectorSession, type RequestContext } from './inspector-session';

const NOW = Date.UTC(2025, 0, 1);
const clock = { nowMs: () => NOW, monotonicMs: () => performance.now() };
const SITE = 'https://www.example.com';

const context: RequestContext = {
  requestId: 1,
  emit: () => undefined,
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
};

/** A urlset whose entries carry these lastmod texts (undefined: no lastmod element). */
function urlset(path: string, lastmods: readonly (string | undefined)[]): Uint8Array {
  const urls = lastmods
    .map(
      (lastmod, i) =>
        `<url><loc>${SITE}/${path}/${i}</loc>${lastmod === undefined ? '' : `<lastmod>${lastmod}</lastmod>`}</url>`,
    )
    .join('\n');
  return new TextEncoder().encode(
    `<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>`,
  );
}

const day = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString();
/** 30 URLs on 30 different days of January 2024, with a time. */
const SPREAD = Array.from({ length: 30 }, (_, i) => day(i));
/** 20 URLs stamped with one instant. */
const STAMPED = Array.from({ length: 20 }, () => '2024-06-01T12:00:00Z');
/** 4 without lastmod, 2 invalid, 1 in the future. */
const MIXED = [undefined, undefined, undefined, undefined, 'yesterday', '2024-13-45', '2031-01-01'];

async function loaded() {
  const session = new InspectorSession(clock);
  const files: [InputId, string, Uint8Array][] = [
    ['spread', 'spread.xml', urlset('spread', SPREAD)],
    ['stamped', 'stamped.xml', urlset('stamped', STAMPED)],
    ['mixed', 'mixed.xml', urlset('mixed', MIXED)],
  ];
  await session.open(
    files.map(([inputId, name, bytes]) => ({
      inputId,
      name,
      source: { kind: 'bytes', bytes: bytes.slice().buffer },
    })),
    context,
  );
  return session;
}

const ask = (
  session: InspectorSession,
  scope: LastmodScope,
  query: ViewQuery = {},
  changedSinceMs?: number,
) =>
  session.lastmodView({
    scope,
    query,
    ...(changedSinceMs !== undefined ? { changedSinceMs } : {}),
  });

describe('lastmod answer', () => {
  test('all URLs: histogram totals, absent/invalid/future beside the bins, every file', async () => {
    const answer = ask(await loaded(), { kind: 'all' });
    const { histogram } = answer;
    expect(histogram.total).toBe(57);
    expect(histogram.absent).toBe(4);
    expect(histogram.invalid).toBe(2);
    expect(histogram.future).toBe(1);
    expect(histogram.binned).toBe(50);
    expect(histogram.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(50);
    expect(answer.facts.rows).toBe(57);
    expect(answer.total.facts.rows).toBe(57);
    expect(answer.files.map((file) => [file.inputId, file.name, file.kind])).toEqual([
      ['spread', 'spread.xml', 'urlset'],
      ['stamped', 'stamped.xml', 'urlset'],
      ['mixed', 'mixed.xml', 'urlset'],
    ]);
    expect(answer.nowMs).toBe(NOW);
    expect(answer.changedSince).toBeUndefined();
  });

  test.each([
    ['spread', 'usable', []],
    ['stamped', 'unusable', ['generation-time']],
    ['mixed', 'unusable', ['invalid', 'future']],
  ] as const)('one file (%s): its own verdict %s', async (inputId, verdict, codes) => {
    const answer = ask(await loaded(), { kind: 'file', inputId });
    expect(answer.files.map((file) => file.inputId)).toEqual([inputId]);
    expect(answer.verdict.verdict).toBe(verdict);
    for (const code of codes)
      expect(answer.verdict.reasons.map((reason) => reason.code)).toContain(code);
    expect(answer.verdict).toEqual(answer.files[0].verdict);
  });

  test('a file inside an archive is a scope of its own, judged alone', async () => {
    const session = new InspectorSession(clock);
    const zip = writeZip([
      { path: 'spread.xml', data: urlset('spread', SPREAD) },
      { path: 'stamped.xml', data: urlset('stamped', STAMPED) },
    ]);
    const events: AnalyzerEvent[] = [];
    await session.open(
      [{ inputId: 'z', name: 'site.zip', source: { kind: 'bytes', bytes: zip.slice().buffer } }],
      { ...context, emit: (event) => events.push(event) },
    );
    const member = events
      .flatMap((event) => (event.type === 'fileReport' ? (event.file.documents ?? []) : []))
      .find((doc) => doc.name === 'site.zip/stamped.xml')!;
    const answer = ask(session, { kind: 'document', documentId: member.documentId });
    expect(answer.histogram.total).toBe(20);
    expect(answer.files.map((file) => file.name)).toEqual(['site.zip/stamped.xml']);
    expect(answer.verdict.verdict).toBe('unusable');
    // The whole archive mixes the two: judged as one sample, not as the stamped file.
    expect(ask(session, { kind: 'file', inputId: 'z' }).histogram.total).toBe(50);
  });

  test('the stamped file: one bin holds all its URLs', async () => {
    const { histogram } = ask(await loaded(), { kind: 'file', inputId: 'stamped' });
    expect(histogram.bins.filter((bin) => bin.count > 0)).toHaveLength(1);
    expect(histogram.binned).toBe(20);
  });

  test("the URL table's filter: only its rows, judged as one sample", async () => {
    const session = await loaded();
    const query: ViewQuery = { text: '/spread/', sort: { column: 'loc', descending: true } };
    const answer = ask(session, { kind: 'filter' }, query);
    expect(answer.histogram.total).toBe(30);
    expect(answer.histogram.unit).toBe('day');
    expect(answer.facts.dated).toBe(30);
    expect(answer.verdict.verdict).toBe('usable');
    // All files are still listed and judged.
    expect(answer.files).toHaveLength(3);
  });

  test('a bin as a lastmod range selects exactly its URLs in the table', async () => {
    const session = await loaded();
    const { histogram } = ask(session, { kind: 'file', inputId: 'spread' });
    for (const bin of histogram.bins) {
      const rows = session.rows({ lastmodFromMs: bin.startMs, lastmodToMs: bin.endMs - 1 }, 0, 100);
      expect(rows.matching, new Date(bin.startMs).toISOString()).toBe(bin.count);
    }
  });

  test('changed since: counts of the query rows, its lastmod bounds left out', async () => {
    const session = await loaded();
    const since = Date.UTC(2024, 0, 20);
    const query: ViewQuery = { lastmodFromMs: since + 1, includeNoLastmod: true };
    const { changedSince } = ask(session, { kind: 'all' }, query, since);
    // Spread: days 20…29 after T (day 19 is exactly T: not newer); stamped: 20; future: 1.
    expect(changedSince).toEqual({ newer: 10 + 20 + 1, older: 20, withoutLastmod: 6, invalid: 2 });
    // The table with the same filter shows newer + without lastmod, then newer alone.
    expect(session.rows(query, 0, 1).matching).toBe(31 + 6);
    expect(session.rows({ lastmodFromMs: since + 1 }, 0, 1).matching).toBe(31);
  });

  test('nothing loaded: an empty histogram and an unusable verdict, no throw', () => {
    const answer = ask(new InspectorSession(clock), { kind: 'all' });
    expect(answer.histogram.total).toBe(0);
    expect(answer.histogram.bins).toEqual([]);
    expect(answer.files).toEqual([]);
  });

  test('maxBins is capped and at least one', async () => {
    const session = await loaded();
    const few = session.lastmodView({ scope: { kind: 'all' }, query: {}, maxBins: 0 });
    expect(few.histogram.bins.length).toBeGreaterThan(0);
    const many = session.lastmodView({ scope: { kind: 'all' }, query: {}, maxBins: 10_000 });
    expect(many.histogram.bins.length).toBeLessThanOrEqual(60);
  });
});
