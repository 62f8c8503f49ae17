/**
 * The change of every URL between two snapshots as a Parquet file (`npm run inspect --
 * --compare BEFORE AFTER --rows OUT.parquet`): the current rows with their change, then the
 * earlier snapshot's removed URLs, one row group at a time as parquet-rows.ts writes the view.
 * Columns: url, change (`added`, `removed`, `lastmod-changed`, `unchanged`), file (current;
 * the earlier one for a removed URL), earlier_file, earlier_lastmod, lastmod, moved.
 */
import {
  ParquetWriter,
  type ColumnSource,
  type SchemaElement,
  type Writer,
} from 'hyparquet-writer';
import { asDocumentId } from '../ids';
import type { UrlStore } from '../analysis/url-store';
import {
  CHANGE_NAMES,
  ChangeCode,
  type ChangeCode as Code,
  type SnapshotJoin,
} from './snapshot-join';
import { snapshotFileKeys, storeDocuments, type SnapshotFileKeys } from './snapshot-file-keys';
import { timestampElement, utf8Element } from '../export/parquet-elements';
import { PARQUET_GROUP_ROWS } from '../export/parquet-rows';

const SCHEMA: SchemaElement[] = [
  { name: 'root', num_children: 7 },
  utf8Element('url', 'REQUIRED'),
  utf8Element('change', 'REQUIRED'),
  utf8Element('file', 'REQUIRED'),
  utf8Element('earlier_file', 'OPTIONAL'),
  timestampElement('earlier_lastmod'),
  timestampElement('lastmod'),
  { name: 'moved', type: 'BOOLEAN', repetition_type: 'REQUIRED' },
];

const instant = (ms: number) => (Number.isFinite(ms) ? Math.round(ms) : null);

function namer(store: UrlStore): (row: number) => string {
  const names = new Map<number, string>();
  return (row) => {
    const id = store.documentOf[row];
    let name = names.get(id);
    if (name === undefined) names.set(id, (name = store.documentName(asDocumentId(id))));
    return name;
  };
}

/**
 * Writes the file to `writer`; yields the rows written after each group. `moved` compares the
 * files each document is (`keys`, as the comparison has them: snapshot-file-keys.ts).
 */
export function* writeSnapshotParquet(
  earlier: UrlStore,
  current: UrlStore,
  join: SnapshotJoin,
  writer: Writer,
  keys: SnapshotFileKeys = snapshotFileKeys(storeDocuments(earlier), storeDocuments(current)),
): Generator<number, void, undefined> {
  const parquet = new ParquetWriter({ writer, schema: SCHEMA, codec: 'SNAPPY' });
  const removed: number[] = [];
  for (let row = 0; row < earlier.size; row++)
    if (join.earlierChange[row] === ChangeCode.removed) removed.push(row);
  const total = current.size + removed.length;
  const currentName = namer(current);
  const earlierName = namer(earlier);
  for (let start = 0; start < total; start += PARQUET_GROUP_ROWS) {
    const end = Math.min(total, start + PARQUET_GROUP_ROWS);
    const length = end - start;
    const url: Uint8Array[] = new Array(length);
    const change: string[] = new Array(length);
    const file: string[] = new Array(length);
    const earlierFile: (string | null)[] = new Array(length);
    const earlierLastmod: (number | null)[] = new Array(length);
    const lastmod: (number | null)[] = new Array(length);
    const moved: boolean[] = new Array(length);
    for (let i = 0; i < length; i++) {
      const at = start + i;
      if (at < current.size) {
        const e = join.earlierRowOf[at];
        url[i] = current.text.bytes.subarray(current.textStart[at], current.textStart[at + 1]);
        change[i] = CHANGE_NAMES[join.change[at] as Code];
        file[i] = currentName(at);
        earlierFile[i] = e < 0 ? null : earlierName(e);
        earlierLastmod[i] = e < 0 ? null : instant(earlier.lastmodMs[e]);
        lastmod[i] = instant(current.lastmodMs[at]);
        moved[i] =
          e >= 0 &&
          keys.earlier.get(earlier.documentOf[e]) !== keys.current.get(current.documentOf[at]);
      } else {
        const row = removed[at - current.size];
        url[i] = earlier.text.bytes.subarray(earlier.textStart[row], earlier.textStart[row + 1]);
        change[i] = 'removed';
        file[i] = earlierName(row);
        earlierFile[i] = file[i];
        earlierLastmod[i] = instant(earlier.lastmodMs[row]);
        lastmod[i] = null;
        moved[i] = false;
      }
    }
    const columnData: ColumnSource[] = [
      { name: 'url', data: url },
      { name: 'change', data: change },
      { name: 'file', data: file },
      { name: 'earlier_file', data: earlierFile },
      { name: 'earlier_lastmod', data: earlierLastmod },
      { name: 'lastmod', data: lastmod },
      { name: 'moved', data: moved },
    ];
    void parquet.write({ columnData, rowGroupSize: length });
    yield end;
  }
  void parquet.finish();
}
