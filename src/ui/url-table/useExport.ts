/**
 * Export of the current view: the worker writes CSV, TSV, a URL list or Parquet in
 * chunks; the page collects the chunks as Blob parts (never one giant string) and hands the
 * Blob to the browser as a download.
 */
import { download } from '../download';
import { useCallback, useRef, useState } from 'react';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { AnalyzerErrorCode } from '../../worker/protocol/request-map';
import type { ExportFormat, ViewQuery } from '../../worker/protocol/rows';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'done'; total: number; file: string }
  /** `code` is worded at render, so a change of language re-words it; `detail` is the worker's. */
  | { phase: 'failed'; code: AnalyzerErrorCode; detail: string };

const FILES: Record<ExportFormat, { extension: string; type: string }> = {
  csv: { extension: 'csv', type: 'text/csv;charset=utf-8' },
  tsv: { extension: 'tsv', type: 'text/tab-separated-values;charset=utf-8' },
  urls: { extension: 'txt', type: 'text/plain;charset=utf-8' },
  // The media type IANA registered for Parquet (2024).
  parquet: { extension: 'parquet', type: 'application/vnd.apache.parquet' },
};

/** `baseName`: what the file is called before its extension (export-name.ts). */
export function useExport(client: AnalyzerClient, query: ViewQuery, baseName: string) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    (format: ExportFormat) => {
      controller.current?.abort();
      const abort = (controller.current = new AbortController());
      const parts: BlobPart[] = [];
      let total = 0;
      setState({ phase: 'running', done: 0, total: 0 });
      const pending = client.request({ type: 'export', query, format }, abort.signal);
      client.subscribe(pending.id, (event) => {
        if (event.type !== 'exportChunk') return;
        parts.push('bytes' in event ? event.bytes : event.text);
        total = event.rowsTotal;
        setState({ phase: 'running', done: event.rowsDone, total });
      });
      void pending.finished.then((end) => {
        if (end.type === 'done') {
          const name = `${baseName}.${FILES[format].extension}`;
          download(new Blob(parts, { type: FILES[format].type }), name);
          setState({ phase: 'done', total, file: name });
        } else if (end.code !== 'cancelled') {
          setState({ phase: 'failed', code: end.code, detail: end.message });
        } else {
          setState({ phase: 'idle' });
        }
      });
    },
    [client, query, baseName],
  );

  return { state, start };
}
