/**
 * Runs the ingestion pipeline over files on disk and collects their reports: shared by
 * `npm run inspect` and `npm run check-corpus`, so both give the same answers as the worker.
 */
import { createReadStream, statSync } from 'node:fs';
import { ingestFiles } from '../src/core/ingest/ingest-files';
import type { ByteSource, IngestFileReport } from '../src/core/ingest/ingest-types';
import { sitemapProblem } from '../src/core/sitemap/problem-codes';

export interface InspectRun {
  /** In file-id order: an archive before its members. */
  reports: IngestFileReport[];
}

/** Files that cannot be opened (missing, a directory) get an unreadable report of their own. */
export async function inspectFiles(
  paths: readonly string[],
  nowMs = Date.now(),
): Promise<InspectRun> {
  const reports: IngestFileReport[] = [];
  const sources: ByteSource[] = [];
  const refused = new Map<string, string>();
  for (const path of paths) {
    const reason = whyUnopenable(path);
    if (reason) refused.set(path, reason);
    else
      sources.push({
        name: path,
        size: statSync(path).size,
        chunks: () => createReadStream(path, { highWaterMark: 1024 * 1024 }),
      });
  }
  await ingestFiles(
    sources,
    { onUrl: () => {}, onSitemap: () => {}, onFileReport: (report) => reports.push(report) },
    // Node's native gunzip accepts padding that fflate (and Chromium's fallback) report:
    // gzip stays on fflate here so the command line and the worker give the same answers.
    { nowMs, nativeInflate: 'zip' },
  );
  reports.sort((a, b) => a.fileId - b.fileId);
  // Keep the order of the command line: refused paths slot in where they were given.
  const ordered: IngestFileReport[] = [];
  let nextId = reports.length;
  for (const path of paths) {
    const reason = refused.get(path);
    if (reason !== undefined) ordered.push(refusedReport(path, reason, nextId++));
    else
      ordered.push(
        ...reports.filter(
          (r) => r.name === path || (r.name.startsWith(`${path}/`) && isMemberOf(r, reports, path)),
        ),
      );
  }
  return { reports: ordered };
}

function isMemberOf(
  report: IngestFileReport,
  all: readonly IngestFileReport[],
  path: string,
): boolean {
  const parent = all.find((r) => r.fileId === report.parentId);
  return parent !== undefined && parent.name === path;
}

function whyUnopenable(path: string): string | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? undefined : 'not a regular file (a directory?)';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
  }
}

function refusedReport(name: string, detail: string, fileId: number): IngestFileReport {
  return {
    fileId,
    name,
    format: 'text',
    kind: 'unknown',
    bytes: 0,
    inflatedBytes: 0,
    urls: 0,
    sitemaps: 0,
    lastmod: { present: 0, distinct: 0 },
    problems: [sitemapProblem('unreadable', 0, 0, { detail })],
    unreadable: true,
  };
}
