/**
 * The earlier snapshot's per-row columns: what happened to each URL since (snapshot-join.ts),
 * and beside it in the table the lastmod the earlier snapshot had for it. The page's exports
 * carry the change only; the command line's comparison file (snapshot-parquet.ts,
 * `earlier_lastmod`) carries the earlier lastmod.
 */
import { describeRowColumn } from '../analyses/row-column';
import { utf8Element } from '../export/parquet-elements';
import type { ChangeName } from './change-name';

export const changeRowColumn = describeRowColumn<ChangeName>({
  id: 'change',
  table: { isHideable: false, shownWith: 'earlier-snapshot' },
  export: { header: 'change', text: (change) => change },
  parquet: {
    columns: [
      {
        name: 'change',
        description:
          'with an earlier snapshot loaded only: added, lastmod-changed or unchanged (docs/lastmod.md)',
        elements: [utf8Element('change', 'OPTIONAL')],
      },
    ],
    cells: (change) => [change],
  },
});

/** The URL's lastmod in the earlier snapshot, as written (undefined: absent or added). */
export const earlierLastmodRowColumn = describeRowColumn<string | undefined>({
  id: 'earlierLastmod',
  table: { isHideable: false, shownWith: 'earlier-snapshot' },
  tableText: (text) => text ?? '',
});
