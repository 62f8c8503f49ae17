/**
 * A zip read in parts by the pool (src/core/ingest/zip-part.ts, zip-parts-sink.ts), a member
 * a job, must end where the direct read of the whole archive ends, as any pooled input does
 * (pooled-ingest.test.ts): rows, reports, problems, the URL details of its members, the
 * caps reached inside it, a part failing, a remove or a cancel, and the order jobs are sent in.
 */
import { describe, expect, test } from 'vitest';
import { writeZip } from '../../../test/fixtures/archive-writers';
import { largeUrlset, partsZip, poolInputs } from '../../../test/ingest/pool-inputs';
import {
  contextFor,
  expectSame,
  failingAfter,
  NATIVE_INFLATE,
  readAll,
  readAndAct,
  scrambledPool,
  steppingClock,
  withCancelCount,
  type Snapshot,
} from '../../../test/ingest/pooled-session';
import { ZIP_PARTS_MAX_BYTES } from '../../core/ingest/zip-part';
import { InProcessIngestPool } from '../pool/in-process-pool';
import type { IngestPool } from '../pool/ingest-pool';
import type { IngestJobRequest } from '../pool/ingest-job';
import type { AnalyzerEvent } from '../protocol/request-map';
import type { OpenFileInput } from '../protocol/files';
import { InspectorSession, type SessionOptions } from './inspector-session';
import { sendToPool } from './pooled-ingest';
import type { InputRecord } from './session-documents';
import { DEFAULT_SESSION_LIMITS, SessionBudget } from './session-limits';

const encode = (text: string) => new TextEncoder().encode(text);

describe('a zip read in parts, a member a job, ends as the whole read', () => {
  /** A zip of every kind of member first, then the other inputs (bundle.zip among them). */
  const zipFirst = (): OpenFileInput[] => [
    {
      inputId: 'z',
      name: 'site.zip',
      source: { kind: 'blob', blob: new Blob([partsZip().slice()]) },
    },
    ...poolInputs(),
  ];
  /** Every part is a member of its own. */
  const partedPool = (size: number, seed: number) => withRequests(scrambledPool(size, seed, 1));

  /**
   * Progress comes as each part's reading reports it (every MiB and at a part's end, not the
   * whole archive's), so the events are compared without it, and each input's last.
   */
  function expectSameRead(pooled: Snapshot, direct: Snapshot): void {
    const { events: pooledEvents, ...pooledRest } = pooled;
    const { events: directEvents, ...directRest } = direct;
    expectSame(pooledRest, directRest);
    expect(withoutProgress(pooledEvents)).toEqual(withoutProgress(directEvents));
    expect(lastProgress(pooledEvents)).toEqual(lastProgress(directEvents));
  }

  test.each([
    { size: 2, seed: 11 },
    { size: 3, seed: 12 },
  ])('pool of $size (pauses seeded $seed)', async ({ size, seed }) => {
    const direct = await readAll({}, zipFirst());
    const pool = partedPool(size, seed);
    const pooled = await readAll({ ingestPool: pool }, zipFirst());
    // Ten members (the folder entry is not one), and bundle.zip's three.
    expect(pool.requests.filter((request) => request.name === 'site.zip').length).toBe(10);
    expect(pool.requests.filter((request) => request.name === 'bundle.zip').length).toBe(3);
    expect(direct.reports.filter((report) => report.name.startsWith('site.zip/')).length).toBe(9);
    expectSameRead(pooled, direct);
  });

  test('a row of a member is found again for its details', async () => {
    const read = async (options: SessionOptions) => {
      const session = new InspectorSession(steppingClock(), {
        nativeInflate: NATIVE_INFLATE,
        ...options,
      });
      await session.open(zipFirst(), contextFor([]));
      const { store } = session;
      // A row with images in the zip's first large member and in its last member.
      const imageRowIn = (name: string) =>
        Array.from({ length: store.size }, (_, row) => row).find(
          (row) =>
            (store.images?.[row] ?? 0) > 0 &&
            store.documentName(store.documentOf[row] as never) === name,
        )!;
      const details = [];
      for (const row of [
        0,
        imageRowIn('site.zip/site/large.xml.gz'),
        imageRowIn('site.zip/site/large.xml'),
      ]) {
        const loc = session.store.loc(row);
        details.push({
          loc,
          detail: await session.rereads.rowDetail(row, loc, undefined, contextFor([])),
        });
      }
      return details;
    };
    const direct = await read({});
    const pooled = await read({ ingestPool: partedPool(3, 13) });
    expect(
      direct.filter(({ detail }) => JSON.stringify(detail).includes('img.example.com')),
    ).toHaveLength(2);
    expect(pooled).toEqual(direct);
  });

  test.each([
    { name: 'the inflate total reached in the zip', inflatedBytes: 1_500_000 },
    { name: 'the store full in the zip', storeUrls: 15_000 },
  ])('with $name', async ({ inflatedBytes, storeUrls }) => {
    const limits = {
      ...DEFAULT_SESSION_LIMITS,
      ...(inflatedBytes !== undefined ? { inflatedBytes } : {}),
      ...(storeUrls !== undefined ? { storeUrls } : {}),
    };
    const direct = await readAll({ limits }, zipFirst());
    const pool = withCancelCount(scrambledPool(3, 14, 1));
    const pooled = await readAll({ limits, ingestPool: pool }, zipFirst());
    const codes = direct.problems.map((group) => group.code);
    expect(codes).toContain(inflatedBytes !== undefined ? 'inflate-limit' : 'store-full');
    // The problem is the zip's: one of its members.
    const zipProblems = direct.reports
      .filter((report) => report.name.startsWith('site.zip/'))
      .flatMap((report) => report.problems.map((problem) => problem.code));
    expect(zipProblems).toContain(inflatedBytes !== undefined ? 'inflate-limit' : 'store-full');
    expect(pool.cancels > 0).toBe(inflatedBytes !== undefined);
    expectSameRead(pooled, direct);
  });

  test('inputs after a zip are sent after its parts: the merge never waits on a queued job', async () => {
    // Two workers, jobs one batch ahead: had the two large files been sent while the zip
    // was being listed, they would hold both workers, waiting for a merge that waits for
    // the zip's parts, queued behind them.
    const large = () => ({
      kind: 'blob' as const,
      blob: new Blob([encode(largeUrlset(30_000)).slice()]),
    });
    const inputs: OpenFileInput[] = [
      {
        inputId: 'z',
        name: 'site.zip',
        source: { kind: 'blob', blob: new Blob([partsZip().slice()]) },
      },
      { inputId: 'a', name: 'a.xml', source: large() },
      { inputId: 'b', name: 'b.xml', source: large() },
    ];
    const pool = new InProcessIngestPool(2, { batchesAhead: 1, zipPartBytes: 1 });
    const pooled = await readAll({ ingestPool: pool }, inputs);
    expect(pooled.outcome).toBe('done');
    expect(pooled.rows.length).toBe((await readAll({}, inputs)).rows.length);
  });

  // A zip's progress comes at other points when read in parts (see expectSameRead), and the
  // direct read has started the archive's document when its first progress is told, the
  // merge not yet: a remove at the same event leaves the store's document numbers apart. So
  // these compare what the user sees, the rows and reports without those numbers.
  const zipProgress = (event: AnalyzerEvent) => event.type === 'progress' && event.inputId === 'z';
  const removeZip = (session: InspectorSession) => session.remove(['z']);
  const withoutIds = (snapshot: Snapshot) => ({
    rows: snapshot.rows.map(({ documentId: _id, ...row }) => row),
    reports: snapshot.reports.map(({ name, urls, problems }) => ({ name, urls, problems })),
    problems: snapshot.problems.map((group) => [group.code, group.count]),
  });

  test.each([
    { name: 'as its reading starts', when: zipProgress },
    {
      name: 'part-way',
      when: (event: AnalyzerEvent) =>
        zipProgress(event) && event.type === 'progress' && (event.urls ?? 0) > 0,
    },
  ])('a zip removed $name leaves nothing; the other inputs read the same', async ({ when }) => {
    const direct = await readAndAct({}, zipProgress, removeZip, zipFirst());
    const pooled = await readAndAct({ ingestPool: partedPool(3, 16) }, when, removeZip, zipFirst());
    expect(direct.rows.length).toBeGreaterThan(29_000);
    expect(direct.reports.some((report) => report.name.startsWith('site.zip'))).toBe(false);
    expect(withoutIds(pooled)).toEqual(withoutIds(direct));
  });

  test('an open cancelled as the zip starts: as the direct read', async () => {
    const cancelNow = (_session: InspectorSession, cancel: () => void) => cancel();
    const direct = await readAndAct({}, zipProgress, cancelNow, zipFirst());
    const pooled = await readAndAct(
      { ingestPool: partedPool(3, 17) },
      zipProgress,
      cancelNow,
      zipFirst(),
    );
    expect(direct.outcome).toBe('cancelled');
    expect(direct.rows).toHaveLength(0);
    expectSameRead(pooled, direct);
  });

  test(`a zip over ${ZIP_PARTS_MAX_BYTES / 2 ** 20} MiB is one job, not listed in parts`, async () => {
    // Two stored members of half the bound each: in parts of 1 byte, two parts, unless the
    // archive is over the bound.
    const zipOf = (memberBytes: number) =>
      writeZip(
        ['a.bin', 'b.bin'].map((path) => ({
          path,
          data: new Uint8Array(memberBytes),
          method: 'stored' as const,
        })),
      );
    const sent = async (zip: Uint8Array) => {
      const pool = new InProcessIngestPool(2, { zipPartBytes: 1 });
      const input: InputRecord = {
        inputId: 'big',
        name: 'big.zip',
        source: { kind: 'blob', blob: new Blob([zip.slice()]) },
        documentIds: [],
        isRemoved: false,
      };
      const job = sendToPool(
        pool,
        input,
        { budget: new SessionBudget(), nowMs: 0 },
        Promise.resolve(),
      );
      const parts = await job.parts;
      job.cancel();
      return parts.map((part) => part.request.zipPart?.members.map((member) => member.path));
    };
    expect(await sent(zipOf(1024))).toEqual([['a.bin'], ['b.bin']]);
    expect(await sent(zipOf(ZIP_PARTS_MAX_BYTES / 2))).toEqual([undefined]);
  });

  test.each([0, 1])(
    'a part that fails after %i batches is read in the session',
    async (batches) => {
      const direct = await readAll({}, zipFirst());
      const pooled = await readAll(
        { ingestPool: failingAfter(batches, scrambledPool(3, 15, 1)) },
        zipFirst(),
      );
      expectSameRead(pooled, direct);
    },
  );
});

const withoutProgress = (events: AnalyzerEvent[]) =>
  events.filter((event) => event.type !== 'progress');

function lastProgress(events: AnalyzerEvent[]) {
  const last = new Map<string, AnalyzerEvent>();
  for (const event of events) if (event.type === 'progress') last.set(event.inputId, event);
  return Object.fromEntries(last);
}

/** A pool that keeps every request it was sent. */
function withRequests(inner: IngestPool): IngestPool & { requests: IngestJobRequest[] } {
  const requests: IngestJobRequest[] = [];
  return {
    requests,
    size: inner.size,
    zipPartBytes: inner.zipPartBytes,
    dispose: () => inner.dispose(),
    start(request) {
      requests.push(request);
      return inner.start(request);
    },
  };
}
