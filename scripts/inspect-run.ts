/**
 * Runs files on disk through the worker's own session (src/worker/session), so that
 * `npm run inspect` and `npm run check-corpus` give exactly the page's answers: the same
 * pipeline, the same URL store (duplicate URLs across files) and the same index tree
 * (missing children, nested indexes), only without the page.
 */
import { createProblem } from '../src/core/problems/problem';
import { openAsBlob, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { IngestFileReport } from '../src/core/ingest/ingest-types';
import type { LastmodInsight } from '../src/core/lastmod/lastmod-insight';
import type { LastmodVerdict } from '../src/core/lastmod/lastmod-verdict';
import { InspectorSession } from '../src/worker/session/inspector-session';
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from '../src/worker/session/session-limits';
import type { AnalyzerEvent } from '../src/worker/protocol/request-map';
import type { DocumentReport, OpenFileInput } from '../src/worker/protocol/files';

/** A file's report, with its lastmod verdict when it is a sitemap, index or feed. */
export type InspectReport = IngestFileReport & { lastmodVerdict?: LastmodVerdict };

export interface InspectRun {
  /** In the order given; an archive before its members. */
  reports: InspectReport[];
  /** Verdicts per document and over all URLs (core/lastmod). */
  lastmod: LastmodInsight;
  /** The session that read them: its store answers what else is asked (`--rows`). */
  session: InspectorSession;
}

/** One input of a run: bytes to read, or the reason there are none (an unreadable report). */
export type InspectEntry =
  { name: string; source: OpenFileInput['source'] } | { name: string; refused: string };

/** Files that cannot be opened (missing, a directory) get an unreadable report of their own. */
export async function inspectFiles(
  paths: readonly string[],
  nowMs = Date.now(),
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
): Promise<InspectRun> {
  return inspectEntries(await fileEntries(paths), nowMs, limits);
}

/** Each file as an input to read, or the reason it cannot be (missing, a directory). */
export async function fileEntries(paths: readonly string[]): Promise<InspectEntry[]> {
  const entries: InspectEntry[] = [];
  for (const path of paths) {
    const reason = whyUnopenable(path);
    entries.push(
      reason
        ? { name: path, refused: reason }
        : { name: path, source: { kind: 'blob', blob: await openAsBlob(path) } },
    );
  }
  return entries;
}

/** Inputs of any origin (files on disk, bytes fetched from a site), reported in the order given. */
export async function inspectEntries(
  entries: readonly InspectEntry[],
  nowMs = Date.now(),
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
): Promise<InspectRun> {
  return reportEntries(entries, await openEntries(entries, nowMs, limits));
}

/** A session that has read the entries, and the inputs that failed (by input id). */
export interface OpenedEntries {
  session: InspectorSession;
  failures: Map<string, string>;
}

/**
 * The first half of {@link inspectEntries}: the entries read into a session (the page's
 * `open`). Apart so that the benchmarks can time reading and reporting each on its own.
 */
export async function openEntries(
  entries: readonly InspectEntry[],
  nowMs = Date.now(),
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
): Promise<OpenedEntries> {
  // Node's native gunzip accepts padding that fflate (and Chromium's fallback) report:
  // gzip stays on fflate here so the command line and the page give the same answers.
  const session = new InspectorSession(
    { nowMs: () => nowMs, monotonicMs: () => performance.now() },
    { nativeInflate: 'zip', limits },
  );
  const failures = new Map<string, string>();
  await session.open(inputsOf(entries), {
    requestId: 1,
    emit: (event: AnalyzerEvent) => {
      if (event.type === 'error' && event.fileId !== undefined)
        failures.set(event.fileId, event.message);
    },
    isCancelled: () => false,
    yieldToEvents: () => Promise.resolve(),
  });
  return { session, failures };
}

/**
 * The second half of {@link inspectEntries}: the reports of the entries read, with their
 * problems (the session's analyses, hreflang's cluster pass among them, run here).
 */
export function reportEntries(
  entries: readonly InspectEntry[],
  { session, failures }: OpenedEntries,
): InspectRun {
  const lastmod = session.lastmod();
  const reports = orderedReports(entries, session.reports(), lastmod.documents, failures);
  return { reports, lastmod, session };
}

/** The entries that have bytes to read (or a failed fetch), each named by its index. */
export function inputsOf(entries: readonly InspectEntry[]): OpenFileInput[] {
  const inputs: OpenFileInput[] = [];
  for (const [index, entry] of entries.entries())
    if ('source' in entry)
      inputs.push({ fileId: String(index), name: entry.name, source: entry.source });
  return inputs;
}

/**
 * The documents' reports in the order of the entries (an archive before its members), each
 * with its lastmod verdict; an entry refused or failed gets an unreadable report of its own.
 */
export function orderedReports(
  entries: readonly InspectEntry[],
  documents: readonly DocumentReport[],
  verdicts: readonly { documentId: number; verdict: LastmodVerdict }[],
  failures: ReadonlyMap<string, string> = new Map(),
): InspectReport[] {
  const verdictOf = new Map(verdicts.map((doc) => [doc.documentId, doc.verdict]));
  const reports = documents.map((report) => {
    const verdict = verdictOf.get(report.documentId);
    return { ...toIngestReport(report), ...(verdict ? { lastmodVerdict: verdict } : {}) };
  });
  const ordered: (InspectReport & { input?: string })[] = [];
  let nextId = reports.length;
  for (const [index, entry] of entries.entries()) {
    const reason = 'refused' in entry ? entry.refused : failures.get(String(index));
    if (reason !== undefined) ordered.push(refusedReport(entry.name, reason, nextId++));
    else ordered.push(...reports.filter((report) => report.input === String(index)));
  }
  return ordered.map(({ input: _input, ...report }) => report);
}

function toIngestReport(report: DocumentReport): IngestFileReport & { input: string } {
  const { documentId, parentDocumentId, fileId, ...rest } = report;
  return {
    ...rest,
    ingestId: documentId,
    ...(parentDocumentId !== undefined ? { parentIngestId: parentDocumentId } : {}),
    input: fileId,
  };
}

function whyUnopenable(path: string): string | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? undefined : 'not a regular file (a directory?)';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
  }
}

function refusedReport(name: string, detail: string, ingestId: number): IngestFileReport {
  return {
    ingestId,
    name,
    format: 'text',
    kind: 'unknown',
    bytes: 0,
    inflatedBytes: 0,
    urls: 0,
    sitemaps: 0,
    lastmod: { present: 0, distinct: 0 },
    problems: [createProblem('unreadable', 0, 0, { detail })],
    unreadable: true,
  };
}
