/**
 * Asks the worker for the opened row's details (`rowDetail`: its images, alternates, news and
 * videos read again from its file, and its robots.txt verdict). Re-asks when `dataKey` changes
 * (a removed file makes the row `gone`); an answer about another row is never shown, and the
 * question is cancelled when the row changes or the detail closes (a long re-read stops).
 */
import type { RobotsCheck } from '../../worker/protocol/robots';
import type { RowDetailEvent } from '../../worker/protocol/request-map';
import type { UrlRowView } from '../../worker/protocol/rows';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';

export function useRowDetail(
  client: AnalyzerClient,
  row: UrlRowView | undefined,
  robotsCheck: RobotsCheck,
  /** Changes when what is loaded changes in a way that may change the answer. */
  dataKey: string,
): RowDetailEvent | undefined {
  const { answer, answered } = useAsk(
    client,
    row
      ? {
          type: 'rowDetail',
          row: row.row,
          loc: row.loc,
          robotsCheck,
          // A removed URL is a row of the earlier snapshot, read from its files.
          ...(row.change === 'removed' ? { isEarlier: true } : {}),
        }
      : null,
    { dependsOn: dataKey },
  );
  // The answer about this row stays shown while it is asked again (new data, another check).
  return row && answered?.row === row.row && answered.loc === row.loc ? answer : undefined;
}
