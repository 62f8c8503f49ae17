/** Runs the pipeline into an in-memory sink: reports by name, URLs and sitemap refs per file. */
import { ingestFiles } from '../../src/core/ingest/ingest-files';
import type {
  ByteSource,
  IngestDocumentReport,
  IngestOptions,
  IngestProgress,
} from '../../src/core/ingest/ingest-types';
import type { SitemapRef, UrlEntry } from '../../src/core/sitemap/sitemap-entry';
import { stubReaders } from './stub-readers';

export interface Collected {
  reports: IngestDocumentReport[];
  byName: Map<string, IngestDocumentReport>;
  urls: Map<number, UrlEntry[]>;
  sitemaps: Map<number, SitemapRef[]>;
  progress: IngestProgress[];
  starts: number[];
  cancelled: boolean;
}

export async function collect(
  inputs: ByteSource[],
  options: Partial<IngestOptions> = {},
): Promise<Collected> {
  const out: Collected = {
    reports: [],
    byName: new Map(),
    urls: new Map(),
    sitemaps: new Map(),
    progress: [],
    starts: [],
    cancelled: false,
  };
  const result = await ingestFiles(
    inputs,
    {
      onFileStart: (file) => out.starts.push(file.ingestId),
      onProgress: (progress) => out.progress.push(progress),
      onUrl: (ingestId, entry) => {
        const list = out.urls.get(ingestId) ?? [];
        list.push(entry);
        out.urls.set(ingestId, list);
      },
      onSitemap: (ingestId, ref) => {
        const list = out.sitemaps.get(ingestId) ?? [];
        list.push(ref);
        out.sitemaps.set(ingestId, list);
      },
      onFileReport: (report) => {
        out.reports.push(report);
        out.byName.set(report.name, report);
      },
    },
    { nowMs: Date.parse('2025-01-01T00:00:00Z'), readers: stubReaders, ...options },
  );
  out.cancelled = result.cancelled;
  return out;
}

export const codesOf = (report: IngestDocumentReport | undefined): string[] =>
  (report?.problems ?? []).map((p) => p.code);
