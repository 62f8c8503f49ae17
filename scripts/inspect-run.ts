/**
 * Runs files on disk through the worker's own session (src/worker/session), so that
 * `npm run inspect` and `npm run check-corpus` give exactly the page's answers: the same
 * pipeline, the same URL store (duplicate URLs across files) and the same index tree
 * (missing children, nested indexes), only without the page.
 */
import { asDocumentId } from '../src/core/ids';
import { createProblem } from '../src/core/problems/problem';
import { openAsBlob, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { InspectorSession } from '../src/worker/session/inspector-session';
import { reportAnswer } from '../src/worker/session/report-answer';
import { documentReportsOf } from '../src/worker/session/report-documents';
import {
  CANCELLED,
  NEVER_CANCELLED,
  uncancelledRequest,
} from '../src/worker/session/session-context';
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from '../src/worker/session/session-limits';
import type { AnalyzerEvent } from '../src/worker/protocol/request-map';
import type { SessionDocumentReport, OpenFileInput } from '../src/worker/protocol/files';
import type {
  DocumentReports,
  ReportAnswer,
  ReportedDocument,
} from '../src/worker/protocol/report';
import { DEFAULT_ROBOTS_CHECK, type RobotsCheck } from '../src/worker/protocol/robots';

/** Files that were read: the session that holds them, and the inputs as given. */
export interface InspectRun {
  /** The session that read them: its answers are what is printed and written. */
  session: InspectorSession;
  /** The inputs in the order given (a refused one has no bytes). */
  entries: readonly InspectEntry[];
  /** The inputs whose reading failed, by input id (a fetch that failed, a file unreadable). */
  failures: ReadonlyMap<string, string>;
}

/**
 * The session's report answer with every document's own report, in the order of the inputs
 * (an archive before its members) and with an unreadable report for each input refused.
 */
export type InspectAnswer = ReportAnswer & { documentReports: DocumentReports };

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

/**
 * Inputs of any origin (files on disk, bytes fetched from a site) read into a session (the
 * page's `open`); {@link answerOf} then gives its report.
 */
export async function inspectEntries(
  entries: readonly InspectEntry[],
  nowMs = Date.now(),
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
): Promise<InspectRun> {
  // Node's native gunzip accepts padding that fflate (and Chromium's fallback) report:
  // gzip stays on fflate here so the command line and the page give the same answers.
  const session = new InspectorSession(
    { nowMs: () => nowMs, monotonicMs: () => performance.now() },
    { nativeInflate: 'zip', limits },
  );
  const failures = new Map<string, string>();
  await session.open(
    inputsOf(entries),
    uncancelledRequest((event: AnalyzerEvent) => {
      if (event.type === 'error' && event.inputId !== undefined)
        failures.set(event.inputId, event.message);
    }),
  );
  return { session, entries, failures };
}

/**
 * The report answer of what the run's session holds now (the page's `report`, with every
 * document's own report): its problems after everything loaded since (a crawl export) too.
 */
export async function answerOf(
  { session, entries, failures }: InspectRun,
  robotsCheck: RobotsCheck = DEFAULT_ROBOTS_CHECK,
): Promise<InspectAnswer> {
  const answer = await reportAnswer(
    session,
    { robotsCheck, documentReports: true },
    NEVER_CANCELLED,
  );
  if (answer === CANCELLED || !answer.documentReports)
    throw new Error('The report answer was cancelled');
  const { documents, lastmodTotal } = answer.documentReports;
  return {
    ...answer,
    documentReports: { documents: orderedDocuments(entries, documents, failures), lastmodTotal },
  };
}

/**
 * Every document the run's session holds now, in the order of the inputs, each with its
 * lastmod verdict: the report answer's `documentReports` alone, for what needs no more
 * (the corpus checks, a snapshot's cut).
 */
export function documentsOf({ session, entries, failures }: InspectRun): ReportedDocument[] {
  return orderedDocuments(entries, documentReportsOf(session).documents, failures);
}

/** The entries that have bytes to read (or a failed fetch), each named by its index. */
export function inputsOf(entries: readonly InspectEntry[]): OpenFileInput[] {
  const inputs: OpenFileInput[] = [];
  for (const [index, entry] of entries.entries())
    if ('source' in entry)
      inputs.push({ inputId: String(index), name: entry.name, source: entry.source });
  return inputs;
}

/**
 * The documents' reports in the order of the entries (an archive before its members); an
 * entry refused or failed gets an unreadable report of its own.
 */
export function orderedDocuments(
  entries: readonly InspectEntry[],
  documents: readonly ReportedDocument[],
  failures: ReadonlyMap<string, string> = new Map(),
): ReportedDocument[] {
  const ordered: ReportedDocument[] = [];
  let nextId = documents.reduce((last, report) => Math.max(last, report.documentId + 1), 0);
  for (const [index, entry] of entries.entries()) {
    const inputId = String(index);
    const reason = 'refused' in entry ? entry.refused : failures.get(inputId);
    if (reason !== undefined) ordered.push(refusedReport(entry.name, reason, nextId++, inputId));
    else ordered.push(...documents.filter((report) => report.inputId === inputId));
  }
  return ordered;
}

function whyUnopenable(path: string): string | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? undefined : 'not a regular file (a directory?)';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
  }
}

function refusedReport(
  name: string,
  detail: string,
  documentId: number,
  inputId: string,
): SessionDocumentReport {
  return {
    documentId: asDocumentId(documentId),
    inputId,
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
