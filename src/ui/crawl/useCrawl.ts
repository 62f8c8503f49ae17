/**
 * The crawl export of the page, a view of the workspace's `crawl` entry (src/ui/workspace):
 * read in the worker (`crawlOpen`, the file crossing as a handle), read again at once with
 * the remembered columns when its header needs a mapping that was picked before, or held
 * for the mapping dialog; and the coverage answer, asked again whenever the data version
 * (which the crawl is part of) changes.
 */
import { useCallback, useState } from 'react';
import type { CrawlColumnMapping } from '../../core/crawl/crawl-columns';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';
import type { RequestError } from '../worker-client/request-error-text';
import { recallMapping, rememberMapping } from './crawl-mappings';
import { searchConsoleExportZip } from '../../core/crawl/search-console-export';

export interface PendingMapping {
  file: File;
  header: string[];
  headerKey: string;
}

export type CrawlState = ReturnType<typeof useCrawl>;

export function useCrawl(client: AnalyzerClient, dataVersion: number) {
  const [isReading, setReading] = useState(false);
  const [failure, setFailure] = useState<RequestError | undefined>();
  const [pending, setPending] = useState<PendingMapping | undefined>();
  /** The export read and not removed since: the workspace keeps it only then. */
  const [loadedFile, setLoadedFile] = useState<File | undefined>();
  const coverage = useAsk(client, { type: 'crawlCoverage' }, { dependsOn: dataVersion });

  const read = useCallback(
    async (file: File, mapping?: CrawlColumnMapping) => {
      setReading(true);
      setFailure(undefined);
      let columns = mapping;
      for (;;) {
        const asked = await client.ask({
          type: 'crawlOpen',
          name: file.name,
          source: file,
          ...(columns ? { mapping: columns } : {}),
        });
        if (!asked.ok) {
          setFailure(asked.error);
          break;
        }
        const needs = asked.answer.file.needsMapping;
        if (!needs) {
          setLoadedFile(file);
          break;
        }
        // Columns picked before for this header: read again with them, once.
        const remembered = columns ? undefined : recallMapping(needs.headerKey);
        if (!remembered) {
          setPending({ file, header: needs.header, headerKey: needs.headerKey });
          break;
        }
        columns = remembered;
      }
      setReading(false);
    },
    [client],
  );

  const applyMapping = useCallback(
    (mapping: CrawlColumnMapping) => {
      if (!pending) return;
      rememberMapping(pending.headerKey, mapping);
      setPending(undefined);
      void read(pending.file, mapping);
    },
    [pending, read],
  );

  const remove = useCallback(() => {
    setPending(undefined);
    setFailure(undefined);
    setLoadedFile(undefined);
    client.request({ type: 'crawlRemove' });
  }, [client]);

  /**
   * Uploaded or dropped files: the crawl exports among them (decided by the worker from
   * their first bytes) go to `addCrawl`, the last one winning; the rest to `addFiles`. A
   * Search Console export's `Metadata.csv` uploaded with its `Table.csv` goes with it, the two
   * as one zip, the form of the export's own download (search-console-export.ts), so the
   * workspace keeps one file; its `Chart.csv`, which lists no page, is left out.
   */
  const addFilesOrCrawl = useCallback(
    async (list: File[], addFiles: (rest: File[]) => void, addCrawl: (file: File) => void) => {
      const probe = await client.ask({ type: 'crawlProbe', blobs: list });
      const kinds = probe.ok ? probe.answer.kinds : [];
      const rest = list.filter((_, index) => (kinds[index] ?? 'other') === 'other');
      if (rest.length > 0) addFiles(rest);
      const crawlFile = list.filter((_, index) => kinds[index] === 'crawl').at(-1);
      if (!crawlFile) return;
      const metadata = list.filter((_, index) => kinds[index] === 'search-console-metadata').at(-1);
      addCrawl(metadata ? await withMetadata(crawlFile, metadata) : crawlFile);
    },
    [client],
  );

  return {
    answer: coverage.answer,
    loadedFile,
    addFilesOrCrawl,
    isReading,
    failure,
    pending,
    open: (file: File) => void read(file),
    applyMapping,
    cancelMapping: () => setPending(undefined),
    remove,
  };
}

/** A Search Console table and its metadata as the export's zip, under the table's name. */
async function withMetadata(table: File, metadata: File): Promise<File> {
  const zip = searchConsoleExportZip(
    new Uint8Array(await table.arrayBuffer()),
    new Uint8Array(await metadata.arrayBuffer()),
  );
  return new File([zip], table.name, { type: 'application/zip' });
}
