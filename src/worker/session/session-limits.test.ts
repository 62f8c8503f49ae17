/**
 * The session's caps hold across inputs (small caps injected, generated inputs): inflated
 * bytes are counted once for the whole session, not afresh per input, and the URL store
 * stops growing at its URL and byte caps. What was read before is kept, the input that hits
 * a cap says so, and the session goes on answering.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import type { AnalyzerEvent } from '../protocol/request-map';
import type { SessionDocumentReport, FileSource } from '../protocol/files';
import { InspectorSession, type RequestContext } from './inspector-session';
import {
  DEFAULT_SESSION_LIMITS,
  READING_PEAK_BYTES,
  WORKER_BYTES_PER_STORE_BYTE,
  WORKER_MEMORY_BUDGET_BYTES,
  type SessionLimits,
} from './session-limits';

const clock = { nowMs: () => Date.UTC(2025, 0, 1), monotonicMs: () => performance.now() };
const context = (events: AnalyzerEvent[]): RequestContext => ({
  requestId: 1,
  emit: (event) => events.push(event),
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
});
const asBlob = (bytes: Uint8Array): FileSource => ({
  kind: 'blob',
  blob: new Blob([bytes.slice()]),
});

/** A urlset of `count` URLs under `/name/`, about 60 bytes each. */
function urlset(name: string, count: number, pathLength = 8): Uint8Array {
  const body = Array.from(
    { length: count },
    (_, i) =>
      `<url><loc>https://www.example.com/${name}/${String(i).padStart(pathLength, '0')}</loc></url>`,
  ).join('\n');
  return new TextEncoder().encode(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`,
  );
}

async function openAll(limits: Partial<SessionLimits>, files: [string, Uint8Array][]) {
  const session = new InspectorSession(clock, {
    nativeInflate: 'zip',
    limits: { ...DEFAULT_SESSION_LIMITS, ...limits },
  });
  const events: AnalyzerEvent[] = [];
  const inputs = files.map(([name, bytes], i) => ({
    inputId: `f${i}`,
    name,
    source: asBlob(bytes),
  }));
  await expect(session.open(inputs, context(events))).resolves.toBe('done');
  const byName = new Map<string, SessionDocumentReport>(session.reports().map((r) => [r.name, r]));
  // The lastmod trust reasons (these generated sitemaps carry no lastmod) are not the point here.
  const codesOf = (name: string) =>
    (byName.get(name)?.problems.map((p) => p.code) ?? []).filter(
      (code) => !code.startsWith('lastmod-'),
    );
  return { session, byName, codesOf };
}

describe('one inflate budget per session', () => {
  test('six gzip bombs: the session stops at its cap, not at six per-input caps', async () => {
    // Each "bomb" inflates to 400 KB of zeros; the per-stream cap (256 KB) stops each one, and
    // the session's 600 KB stops the third: before, each input got a fresh total.
    const bomb = gzipSync(new Uint8Array(400_000));
    const names = ['b1.gz', 'b2.gz', 'b3.gz', 'b4.gz', 'b5.gz', 'b6.gz'];
    const { byName, codesOf, session } = await openAll(
      { perStreamInflatedBytes: 256_000, inflatedBytes: 600_000 },
      names.map((name) => [name, bomb]),
    );
    const inflated = names.map((name) => byName.get(name)?.inflatedBytes ?? 0);
    expect(inflated.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(600_000);
    expect(inflated.slice(0, 3)).toEqual([256_000, 256_000, 88_000]);
    for (const name of names) expect(codesOf(name)).toContain('inflate-limit');
    // Removing an input gives its bytes back: the next one inflates again.
    session.remove(['f0']);
    const events: AnalyzerEvent[] = [];
    await session.open([{ inputId: 'g', name: 'again.gz', source: asBlob(bomb) }], context(events));
    const again = session.reports().find((r) => r.name === 'again.gz');
    expect(again?.inflatedBytes).toBe(256_000);
  });

  test('a good gzip read before the cap keeps all its URLs', async () => {
    const good = gzipSync(urlset('good', 1000));
    const { byName, codesOf, session } = await openAll({ inflatedBytes: 200_000 }, [
      ['good.xml.gz', good],
      ['bomb.gz', gzipSync(new Uint8Array(1_000_000))],
    ]);
    expect(codesOf('good.xml.gz')).toEqual([]);
    expect(byName.get('bomb.gz')?.problems.map((p) => p.code)).toContain('inflate-limit');
    expect(session.store.size).toBe(1000);
  });
});

describe('one store budget per session', () => {
  test('the URL cap: URLs past it are counted, not kept, and the session still answers', async () => {
    const { byName, codesOf, session } = await openAll({ storeUrls: 2500 }, [
      ['a.xml', urlset('a', 1000)],
      ['b.xml', urlset('b', 1000)],
      ['c.xml', urlset('c', 1000)],
      ['d.xml', urlset('d', 1000)],
    ]);
    expect(session.store.size).toBe(2500);
    expect(codesOf('a.xml')).toEqual([]);
    expect(codesOf('b.xml')).toEqual([]);
    const full = byName.get('c.xml')!.problems[0];
    expect(full.code).toBe('store-full');
    expect(full.params).toMatchObject({ file: 'c.xml', count: 500, limitUrls: 2500 });
    // Where keeping stopped: the line of c.xml's 501st URL (one URL a line, the first on line 1).
    expect(full.line).toBe(501);
    expect(byName.get('c.xml')!.urls).toBe(1000);
    expect(byName.get('d.xml')!.problems[0].params).toMatchObject({ count: 1000 });
    const rows = session.rows({}, 0, 10);
    expect(rows.total).toBe(2500);
    // Forgetting a file makes room again.
    session.remove(['f0']);
    expect(session.store.size).toBe(1500);
  });

  test('the byte cap stops long URLs before the URL cap', async () => {
    const { byName, session } = await openAll({ storeBytes: 300_000 }, [
      ['long.xml', urlset('long', 2000, 500)],
    ]);
    // About 540 bytes of text and 65 of columns per URL: the cap admits some 500.
    expect(session.store.size).toBeGreaterThan(400);
    expect(session.store.size).toBeLessThan(600);
    const full = byName.get('long.xml')!.problems[0];
    expect(full.code).toBe('store-full');
    expect(full.params).toMatchObject({ limitBytes: 300_000 });
    expect(Number(full.params?.count) + session.store.size).toBe(2000);
  });
});

test('the default byte caps keep a full store, a full crawl table and a reading peak inside the memory budget', () => {
  const { storeBytes, crawlTableBytes } = DEFAULT_SESSION_LIMITS;
  // The crawl table's estimate is worker memory itself (crawl-table.ts).
  const workerPeak =
    storeBytes * WORKER_BYTES_PER_STORE_BYTE + READING_PEAK_BYTES + crawlTableBytes;
  expect(workerPeak).toBeLessThanOrEqual(WORKER_MEMORY_BUDGET_BYTES);
  // …and uses it: the cap is not set far below what the budget allows.
  expect(workerPeak).toBeGreaterThan(WORKER_MEMORY_BUDGET_BYTES * 0.99);
});
