/**
 * A per-row column an analysis adds beside the store's own, declared once in its descriptor
 * (analysis-descriptor.ts): its place in the URL table, its CSV/TSV header and cell, and its
 * Parquet columns with their types and cells. The table's column list, every export writer
 * and the Parquet schema iterate the declared columns (declared-columns.ts), so a new column
 * is one entry in its analysis's folder and no writer names it.
 *
 * The value a column reads per row is its own type (a crawl's facts, a robots.txt verdict);
 * `columnCells` binds a column to the analysis's reader of that value and gives back what
 * every writer asks, already converted, so the writers never see the value's type.
 */
import type { SchemaElement } from 'hyparquet-writer';
import type { SortColumn } from '../analysis/sort-columns';

/** An input a column needs beside the sitemaps themselves. */
export type ColumnInput = 'crawl-export' | 'earlier-snapshot';

/** A column's place in the URL table (url-table-columns.ts). */
export interface TableColumnSpec {
  /** The store column it sorts by; absent: the column cannot sort. */
  readonly sort?: SortColumn;
  /** Whether the column chooser lists it (the URL column always shows). */
  readonly isHideable: boolean;
  /** Hidden until the user shows it. */
  readonly isHiddenByDefault?: true;
  /** Shown only while this input is loaded (the user's choice applies on top). */
  readonly shownWith?: ColumnInput;
}

/** One Parquet column of the URL rows file: its name, what it holds (for the docs), its schema. */
export interface ParquetColumn {
  readonly name: string;
  readonly description: string;
  readonly elements: readonly SchemaElement[];
}

/** A value of one Parquet leaf column of an analysis's (a text, a number, null). */
export type ParquetCell = string | number | boolean | null;

export interface RowColumn<Value> {
  /** The table's column id, and the key the analyses' readers go by (DerivedColumns). */
  readonly id: string;
  /** Its place in the URL table; absent: the column is the exports' only. */
  readonly table?: TableColumnSpec;
  /** Its CSV and TSV column: the header (stable: scripts key on it) and a row's cell. */
  readonly export?: {
    readonly header: string;
    text(value: Value): string;
  };
  /** Its Parquet columns, in file order, and a row's cells of them in the same order. */
  readonly parquet?: {
    readonly columns: readonly ParquetColumn[];
    cells(value: Value): readonly ParquetCell[];
    /**
     * Written in every file, null while the analysis has no reader (a join key a script
     * counts on); the others are written only while it has one. Written first (see
     * declared-columns.ts), so a file's optional columns trail.
     */
    readonly isAlwaysWritten?: true;
  };
  /** A plain text cell for the page's generic renderer (a column without a renderer of its own). */
  tableText?(value: Value): string;
}

/**
 * Any declared column, its value's type forgotten: every `RowColumn<V>` is one (a function of
 * `V` takes `never` too), and nothing can read a value it does not have.
 */
export type DeclaredRowColumn = RowColumn<never>;

/** A declared column bound to this view's reader: each writer's cell of a row. */
export interface ColumnCells {
  readonly column: DeclaredRowColumn;
  /** The CSV/TSV cell, before quoting ('' for a column without one). */
  text(row: number): string;
  /** The Parquet cells, in the column's order (none for a column without Parquet). */
  parquet(row: number): readonly ParquetCell[];
  /** The page's text cell, for a column the page shows with its generic renderer. */
  tableText(row: number): string;
}

/** Binds `column` to `read`, the analysis's value of each row. */
export function columnCells<Value>(
  column: RowColumn<Value>,
  read: (row: number) => Value,
): ColumnCells {
  const { export: exported, parquet, tableText } = column;
  return {
    column,
    text: (row) => (exported ? exported.text(read(row)) : ''),
    parquet: (row) => (parquet ? parquet.cells(read(row)) : []),
    tableText: (row) => {
      const value = read(row);
      return tableText ? tableText(value) : exported ? exported.text(value) : String(value);
    },
  };
}

/** A column declared with its value's type kept, for the analysis that binds it. */
export function describeRowColumn<Value>(column: RowColumn<Value>): RowColumn<Value> {
  return column;
}
