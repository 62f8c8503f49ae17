/**
 * `tsx bench/snapshot.bench.ts` (also run by `npm run bench`): two snapshots of
 * 1,000,000 URLs each (`SNAPSHOT_BENCH_URLS` to change), joined by URL and compared
 * (src/core/snapshot), as the worker does when an earlier snapshot is loaded. Between them
 * 1 % of the URLs are dropped, 1 % added and 10 % re-dated. Prints the time of the join and of
 * the comparison (CPU time too) and the memory they hold beside the two stores.
 *
 * The work runs in the analyzer worker, never on the main thread (no main-thread task). Measured
 * 2026-12-02, 1,000,000 URLs each, load average ~6 on 2 cores: join 953 ms (660 ms CPU),
 * compare 516 ms (284 ms CPU), 5.8 MB held beside the two 128 MB stores.
 */
import { loadavg } from 'node:os';
import { UrlStore } from '../src/core/analysis/url-store';
import { compareSnapshots } from '../src/core/snapshot/snapshot-compare';
import { joinSnapshots } from '../src/core/snapshot/snapshot-join';
import { streamUrlEntries } from '../test/analysis/make-urls';
import { heapBytes, mb, measure } from './measure';

const URLS = Number(process.env.SNAPSHOT_BENCH_URLS ?? 1_000_000);
const FILES = 20;
const DAY_MS = 86_400_000;

/** A snapshot: every URL of the stream but the dropped ones, re-dated ones moved on a day. */
function snapshot(isLater: boolean): UrlStore {
  const store = new UrlStore();
  const perFile = Math.ceil(URLS / FILES);
  let documentId = store.addDocument('snapshot/sitemap-0.xml');
  let index = 0;
  for (const entry of streamUrlEntries(URLS, 42)) {
    if (index > 0 && index % perFile === 0)
      documentId = store.addDocument(`snapshot/sitemap-${index / perFile}.xml`);
    const i = index++;
    if (isLater && i % 100 === 0) continue; // dropped
    const isRedated = isLater && i % 10 === 1;
    store.addUrl(documentId, isRedated ? { ...entry, lastmodMs: entry.lastmodMs + DAY_MS } : entry);
    if (isLater && i % 100 === 2) store.addUrl(documentId, { ...entry, loc: `${entry.loc}?added` });
  }
  store.trim();
  return store;
}

console.log(`Two snapshots of ${URLS.toLocaleString('en-US')} URLs in ${FILES} files each`);
console.log(`(machine load average now: ${loadavg()[0].toFixed(2)})`);
const earlier = snapshot(false);
const current = snapshot(true);
const before = heapBytes();
const join = measure(() => joinSnapshots(earlier, current));
const compare = measure(() => compareSnapshots(earlier, current, join.result));
const held = heapBytes() - before;
const { totals } = compare.result;
console.log(
  `join:    ${join.ms.toFixed(0).padStart(6)} ms (${join.cpuMs.toFixed(0)} ms CPU)\n` +
    `compare: ${compare.ms.toFixed(0).padStart(6)} ms (${compare.cpuMs.toFixed(0)} ms CPU)\n` +
    `memory held by the join and comparison: ${mb(held)} (${(held / (earlier.size + current.size)).toFixed(1)} bytes a row of both stores; stores ${mb(earlier.byteLength)} + ${mb(current.byteLength)})\n` +
    `${totals.added} added, ${totals.removed} removed, ${totals.lastmodChanged} lastmod changed, ${totals.unchanged} unchanged`,
);
// Keep the join alive until the figures are taken.
if (join.result.change.length !== current.size) process.exit(1);
