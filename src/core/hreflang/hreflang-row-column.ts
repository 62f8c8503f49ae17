/**
 * The hreflang analysis's per-row column: the cluster of the URL across all files loaded,
 * one number a row for joins. Parquet only, and in every file (null when in none), so a
 * script may join on it whatever was loaded.
 */
import { describeRowColumn } from '../analyses/row-column';
import { int32Element } from '../export/parquet-elements';

export const hreflangClusterRowColumn = describeRowColumn<number | null>({
  id: 'hreflangCluster',
  parquet: {
    columns: [
      {
        name: 'hreflang_cluster',
        description:
          'the hreflang cluster of the URL across all files loaded (the same number for the URLs that name each other); null when in none',
        elements: [int32Element('hreflang_cluster', 'OPTIONAL')],
      },
    ],
    cells: (cluster) => [cluster],
    isAlwaysWritten: true,
  },
});
