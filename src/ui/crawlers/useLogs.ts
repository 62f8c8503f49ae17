/**
 * The access logs of the page: the files dropped or chosen that the worker's probe calls logs
 * or range files (from their bytes, `logsProbe`), read in the worker as one set (`logsOpen`,
 * each file crossing as a handle and read in slices, with its progress; a newer read cancels
 * the older), and the `logs` answer for the chosen crawler, asked again with the data version.
 *
 * The robots.txt history the workspace keeps goes to the worker whenever it changes, so each
 * request is judged under the robots.txt in force on its day, as `inspect --logs
 * --robots-history` does (src/core/logs/log-robots-history.ts).
 *
 * Privacy: the logs are no entry of the workspace (src/ui/workspace/), so they are neither
 * kept in this browser's storage nor written into a share link; a reload forgets them, and
 * they never leave the browser either way (docs/using-the-inspector.md, "Crawlers tab").
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RobotsHistory } from '../../core/robots/robots-history';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';
import type { RequestError } from '../worker-client/request-error-text';
import type { LogsProgress } from '../../worker/protocol/logs';

export type LogsState = ReturnType<typeof useLogs>;

export function useLogs(client: AnalyzerClient, dataVersion: number, history: RobotsHistory) {
  const [files, setFiles] = useState<readonly File[]>([]);
  const [progress, setProgress] = useState<LogsProgress | undefined>();
  const [failure, setFailure] = useState<RequestError | undefined>();
  const [agent, setAgent] = useState('Googlebot');
  const reading = useRef<AbortController | undefined>(undefined);
  /** The files read now, for the next read (which reads them all again, with the new ones). */
  const loaded = useRef<readonly File[]>([]);
  const answer = useAsk(client, { type: 'logs', agent }, { dependsOn: dataVersion });
  useEffect(() => {
    client.request({ type: 'logsRobotsHistory', history });
  }, [client, history]);

  const read = useCallback(
    async (set: readonly File[]) => {
      reading.current?.abort();
      const controller = new AbortController();
      reading.current = controller;
      setFailure(undefined);
      setProgress({ bytesRead: 0, totalBytes: 0 });
      const pending = client.request(
        { type: 'logsOpen', logFiles: set.map((file) => ({ name: file.name, blob: file })) },
        controller.signal,
      );
      const unsubscribe = client.subscribe(pending.id, (event) => {
        if (event.type === 'logsProgress') setProgress(event);
      });
      const final = await pending.finished;
      unsubscribe();
      if (reading.current !== controller) return;
      reading.current = undefined;
      setProgress(undefined);
      if (final.type === 'error' && final.code !== 'cancelled') setFailure(final);
    },
    [client],
  );

  /** Adds the logs and range files among `list` (the worker decides); the other files are returned. */
  const takeLogs = useCallback(
    async (list: File[]): Promise<{ rest: File[]; hasLogs: boolean }> => {
      const probe = await client.ask({ type: 'logsProbe', blobs: list });
      const kinds = probe.ok ? probe.answer.kinds : [];
      const taken = list.filter((_, index) => (kinds[index] ?? 'other') !== 'other');
      const rest = list.filter((_, index) => (kinds[index] ?? 'other') === 'other');
      if (taken.length > 0) {
        // A file of the same name again replaces the one loaded (a log downloaded anew).
        const next = [
          ...loaded.current.filter((file) => !taken.some((added) => added.name === file.name)),
          ...taken,
        ];
        loaded.current = next;
        setFiles(next);
        void read(next);
      }
      return { rest, hasLogs: kinds.includes('log') };
    },
    [client, read],
  );

  /** Forgets the logs (the tab's button, and Clear). */
  const remove = useCallback(() => {
    reading.current?.abort();
    reading.current = undefined;
    setProgress(undefined);
    setFailure(undefined);
    loaded.current = [];
    setFiles([]);
    client.request({ type: 'logsRemove' });
  }, [client]);

  return {
    answer: answer.answer?.logs ?? null,
    files,
    isReading: progress !== undefined,
    progress,
    failure,
    agent,
    setAgent,
    takeLogs,
    remove,
  };
}
