/**
 * The cross-check's per-row column: each sitemap URL's verdict under the view's robots.txt
 * check (RFC 9309 §2.2.2), in the URL table beside the deciding line, and in every export as
 * its word; empty cells while there is no robots.txt.
 */
import { describeRowColumn } from '../../analyses/row-column';
import { utf8Element } from '../../export/parquet-elements';

/** A row's verdict (`allowed`, `blocked`, `not-covered`), its deciding line (0: none), and whether the assumed server answer decided it. */
export interface RowRobotsVerdict<Verdict extends string = string> {
  readonly verdict: Verdict;
  readonly line: number;
  readonly byStatus: boolean;
}

export const robotsRowColumn = describeRowColumn<RowRobotsVerdict>({
  id: 'robots',
  table: { isHideable: true },
  export: { header: 'robots', text: ({ verdict }) => verdict },
  parquet: {
    columns: [
      {
        name: 'robots',
        description: 'with a robots.txt check only: allowed, blocked or not-covered',
        elements: [utf8Element('robots', 'OPTIONAL')],
      },
    ],
    cells: ({ verdict }) => [verdict],
  },
});
