/**
 * The earlier snapshot as one of the session's analyses (session-analysis.ts): each current
 * row's change since the earlier snapshot (the table's and exports' **Change** column), the
 * **Change** filter, and the **Removed** view, answered with the earlier snapshot's own rows.
 */
import { CHANGE_NAMES, type ChangeCode } from '../../core/snapshot/snapshot-join';
import { formatLastmod } from '../../core/analysis/lastmod-format';
import type { CodeColumnFilter } from '../../core/analysis/url-filter';
import type { RowsAnswer, ViewQuery } from '../protocol/rows';
import type { ComparedSession, EarlierSnapshot, SnapshotSession } from './earlier-snapshot';
import type { ColumnReader, SessionAnalysis, ViewFilters } from './session-analysis';
import { bindColumn, type BoundColumn } from './bound-column';
import { changeRowColumn, earlierLastmodRowColumn } from '../../core/snapshot/snapshot-row-columns';

/** The earlier snapshot's session answers the Removed view with its rows. */
export interface RowsSession extends SnapshotSession {
  rows(query: ViewQuery, start: number, end: number, extraFilter?: CodeColumnFilter): RowsAnswer;
}

export class SnapshotChange implements SessionAnalysis {
  constructor(
    private readonly earlier: EarlierSnapshot<RowsSession>,
    private readonly current: ComparedSession,
  ) {}

  get version(): number {
    return this.earlier.version;
  }

  /** The Change filter on the current rows (the Removed view is `ownRows`). */
  filters(query: ViewQuery, problemCodes: string[] | undefined): ViewFilters {
    const change = query.change && this.earlier.currentFilter(this.current, query.change);
    return { codeColumns: change ? [change] : [], problemCodes };
  }

  /** Each row's change, and in the table the URL's earlier lastmod beside its own. */
  columns(_query: ViewQuery, reader: ColumnReader): BoundColumn[] {
    const join = reader === 'urls' ? undefined : this.earlier.join(this.current)?.join;
    const earlier = this.earlier.earlierSession?.store;
    if (!join || !earlier) return [];
    const change = bindColumn(
      changeRowColumn,
      (row) => CHANGE_NAMES[join.change[row] as ChangeCode],
      (value) => ({ change: value }),
    );
    if (reader !== 'table') return [change];
    const earlierLastmod = (row: number) => {
      const at = join.earlierRowOf[row];
      const ms = at < 0 ? NaN : earlier.lastmodMs[at];
      return Number.isNaN(ms) ? undefined : formatLastmod(ms, earlier.lastmodPrecision[at]);
    };
    return [
      change,
      bindColumn(earlierLastmodRowColumn, earlierLastmod, (text) =>
        text === undefined ? {} : { earlierLastmodText: text },
      ),
    ];
  }

  /** The earlier snapshot's rows that the current set lacks (the table's **Removed** filter). */
  ownRows(query: ViewQuery, start: number, end: number): RowsAnswer | undefined {
    const earlier = this.earlier.earlierSession;
    const filter = this.earlier.removedFilter(this.current);
    if (query.change !== 'removed' || !earlier || !filter) return undefined;
    // The page's files, tree nodes and robots.txt checks name the current set's inputs.
    const {
      change: _change,
      inputIds: _inputIds,
      documentIds: _documentIds,
      robotsCheck: _robotsCheck,
      robotsVerdict: _robotsVerdict,
      ...rest
    } = query;
    const answer = earlier.rows(rest, start, end, filter);
    return {
      ...answer,
      total: this.current.store.size,
      rows: answer.rows.map((row) => ({ ...row, inputId: '', change: 'removed' })),
    };
  }
}
