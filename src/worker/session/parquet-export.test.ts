import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { describe, expect, test } from 'vitest';
import type { AnalyzerEvent } from '../protocol/request-map';
import type { ViewQuery } from '../protocol/rows';
import { InspectorSession, type RequestContext } from './inspector-session';
import { RequestFailure } from './request-failure';

const clock = { nowMs: () => Date.UTC(2025, 0, 1), monotonicMs: () => performance.now() };
const SITE = 'https://www.example.com';

const bytes = (text: string) => ({
  kind: 'bytes' as const,
  bytes: new TextEncoder().encode(text).buffer,
});

const urlset = (count: number) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from(
    { length: count },
    (_, i) => `<url><loc>${SITE}/${i % 3 === 0 ? 'cart' : 'blog'}/${i}</loc></url>`,
  ).join('')}</urlset>`;

function contextFor(events: AnalyzerEvent[], isCancelled = () => false): RequestContext {
  return {
    requestId: 1,
    emit: (event) => events.push(event),
    isCancelled,
    yieldToEvents: () => Promise.resolve(),
  };
}

async function loaded(count: number) {
  const session = new InspectorSession(clock);
  await session.open(
    [
      { inputId: 'r', name: 'robots.txt', source: bytes('User-agent: *\nDisallow: /cart/\n') },
      { inputId: 's', name: 'sitemap.xml', source: bytes(urlset(count)) },
    ],
    contextFor([]),
  );
  return session;
}

/** The export's bytes, joined, and its events. */
async function exportOf(session: InspectorSession, query: ViewQuery, isCancelled?: () => boolean) {
  const events: AnalyzerEvent[] = [];
  const finished =
    (await session.export(query, 'parquet', contextFor(events, isCancelled))) === 'done';
  const parts = events.flatMap((e) => (e.type === 'exportChunk' && 'bytes' in e ? [e.bytes] : []));
  const file = await new Blob(parts).arrayBuffer();
  return { finished, events, file };
}

describe('export as Parquet', () => {
  test('the filtered, sorted view, with the robots.txt verdict of each row', async () => {
    const session = await loaded(30);
    const { finished, file } = await exportOf(session, {
      text: '/cart/',
      sort: { column: 'loc', descending: false },
      robotsCheck: { source: { kind: 'first-loaded' }, agent: 'Googlebot' },
    });
    expect(finished).toBe(true);
    const rows = await parquetReadObjects({ file, columns: ['url', 'file', 'robots'] });
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ url: `${SITE}/cart/0`, file: 'sitemap.xml', robots: 'blocked' });
  });

  test('without a robots.txt check there is no robots column', async () => {
    const session = await loaded(3);
    const { file } = await exportOf(session, {});
    const names = parquetMetadata(file).schema.map((element) => element.name);
    expect(names).toContain('problems');
    expect(names).not.toContain('robots');
  });

  test('progress counts rows by row group, and a cancel stops before the file ends', async () => {
    const session = await loaded(120_000);
    const whole = await exportOf(session, {});
    const progress = whole.events.flatMap((e) => (e.type === 'exportChunk' ? [e.rowsDone] : []));
    expect(progress.at(-1)).toBe(120_000);
    expect(progress).toContain(100_000);
    expect(parquetMetadata(whole.file).num_rows).toBe(120_000n);
    const cancelled = await exportOf(session, {}, () => true);
    expect(cancelled.finished).toBe(false);
  });

  test('a file removed part-way stops the export with a code the page words', async () => {
    const session = await loaded(120_000);
    const events: AnalyzerEvent[] = [];
    // Removed once the writing began (the robots.txt column is filled, yielding, before it).
    const context = {
      ...contextFor(events),
      yieldToEvents: () => Promise.resolve(events.length > 0 ? session.remove(['s']) : undefined),
    };
    const failure = await session.export({}, 'parquet', context).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect((failure as RequestFailure).code).toBe('export-stale');
  });
});
