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
import { useWorkerAnswerState } from '../worker-client/useWorkerAnswer';

export function useRowDetail(
  client: AnalyzerClient,
  row: UrlRowView | undefined,
  robotsCheck: RobotsCheck,
  /** Changes when what is loaded changes in a way that may change the answer. */
  dataKey: string,
): RowDetailEvent | undefined {
  const rowKey = row ? `${row.row}\u0000${row.loc}\u0001` : '';
  const { answer, answeredKey } = useWorkerAnswerState(
    client,
    row ? { type: 'rowDetail', row: row.row, loc: row.loc, robotsCheck } : null,
    'rowDetail',
    `${rowKey}${JSON.stringify(robotsCheck)}\u0001${dataKey}`,
  );
  // The answer about this row stays shown while it is asked again (new data, another check).
  return row && String(answeredKey).startsWith(rowKey) ? answer : undefined;
}
