/**
 * Asks the worker for the opened row's details (`rowDetail`: its images, alternates, news and
 * videos read again from its file, and its robots.txt verdict). Re-asks when `dataKey` changes
 * (a removed file makes the row `gone`); an answer about another row is never shown, and the
 * question is cancelled when the row changes or the detail closes (a long re-read stops).
 */
import { useEffect, useState } from 'react';
import type { RobotsCheck, RowDetailEvent, UrlRowView } from '../../worker/protocol';
import type { AnalyzerClient } from '../worker-client/analyzer-client';

export function useRowDetail(
  client: AnalyzerClient,
  row: UrlRowView | undefined,
  robotsCheck: RobotsCheck,
  /** Changes when what is loaded changes in a way that may change the answer. */
  dataKey: string,
): RowDetailEvent | undefined {
  const [answer, setAnswer] = useState<{ rowKey: string; event: RowDetailEvent }>();
  const rowKey = row ? `${row.row}\u0000${row.loc}` : '';
  const checkKey = JSON.stringify(robotsCheck);
  useEffect(() => {
    if (!row) return;
    const controller = new AbortController();
    const pending = client.request(
      { type: 'rowDetail', row: row.row, loc: row.loc, robotsCheck },
      controller.signal,
    );
    const unsubscribe = client.subscribe(pending.id, (event) => {
      if (event.type === 'rowDetail' && !controller.signal.aborted) setAnswer({ rowKey, event });
    });
    return () => {
      controller.abort();
      unsubscribe();
    };
    // `rowKey` and `checkKey` stand for `row` and `robotsCheck`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, rowKey, checkKey, dataKey]);
  return answer?.rowKey === rowKey ? answer.event : undefined;
}
