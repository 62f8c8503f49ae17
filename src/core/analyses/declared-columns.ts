/**
 * The per-row columns every analysis declares (row-column.ts), in one list derived from the
 * descriptors: the URL table's columns (url-table-columns.ts), the CSV/TSV header
 * (export-rows.ts) and the Parquet schema (parquet-schema.ts) read it, each as a function of
 * a descriptor list whose default is the app's (a test adds a toy analysis to it).
 */
import type { AnalysisDescriptor } from './analysis-descriptor';
import type { ColumnCells, DeclaredRowColumn } from './row-column';

/** Any list of descriptors: the app's (analysis-descriptors.ts) or one with a test's added. */
export type Descriptors = readonly AnalysisDescriptor[];

/** Every declared column, in the descriptors' order, each in its analysis's order. */
export function declaredRowColumns(descriptors: Descriptors): DeclaredRowColumn[] {
  return descriptors.flatMap((descriptor) => descriptor.rowColumns ?? []);
}

/**
 * The declared columns in Parquet file order: those every file has first (a script joins on
 * them), then the optional ones in the declared order, so that a file's optional columns
 * trail whatever was loaded.
 */
export function parquetRowColumns(descriptors: Descriptors): DeclaredRowColumn[] {
  const declared = declaredRowColumns(descriptors).filter((column) => column.parquet);
  return [
    ...declared.filter((column) => column.parquet?.isAlwaysWritten),
    ...declared.filter((column) => !column.parquet?.isAlwaysWritten),
  ];
}

/** The bound columns of a view in the declared order: the order every writer uses. */
export function inDeclaredOrder(
  cells: ReadonlyMap<string, ColumnCells>,
  declared: readonly DeclaredRowColumn[],
): ColumnCells[] {
  return declared.flatMap((column) => {
    const bound = cells.get(column.id);
    return bound ? [bound] : [];
  });
}
