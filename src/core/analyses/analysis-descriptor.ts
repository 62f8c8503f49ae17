/**
 * What every analysis declares about itself, as data: its id, its problem codes with their
 * severities, and where the docs list them. The one list of them (analysis-descriptors.ts)
 * is what the problem registry, the docs generator and the tests read, so an analysis added
 * there appears in each of them with no other list to edit.
 *
 * A descriptor is pure data, importing nothing but types, so that every owner's code table
 * can declare it beside the codes and the registry can import them all without a cycle.
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';
import type { DeclaredRowColumn } from './row-column';

export type ProblemCodeTable = Readonly<Record<string, ProblemCodeInfo>>;

/** The docs page (relative to the repository root) and heading that show the codes. */
export interface DocumentedCodes {
  readonly file: `docs/${string}.md`;
  readonly title: string;
}

export interface AnalysisDescriptor<
  Id extends string = string,
  Codes extends ProblemCodeTable = ProblemCodeTable,
> {
  /** The owner of its codes: the name the registry, the docs and the tests know it by. */
  readonly id: Id;
  readonly problemCodes: Codes;
  /** Where the docs list its codes; absent for an analysis with none. */
  readonly docs?: DocumentedCodes;
  /**
   * The columns it adds to every URL row (row-column.ts), in the order the table and the
   * exports show them: the table's column list, every export writer and the Parquet schema
   * are derived from them (declared-columns.ts).
   */
  readonly rowColumns?: readonly DeclaredRowColumn[];
  /**
   * The URL filters it answers: the view query's fields it reads (`robotsVerdict`, `change`),
   * and the codes of its own it answers as code columns rather than from the store's codes
   * (test/analyses/declared-filters.test.ts holds each analysis to its list).
   */
  readonly filters?: readonly string[];
  /**
   * Whether it runs in a streamed run (`inspect --stream`), counting as the rows pass; the
   * worker's streamed-analyses.ts says how, and registers them in the descriptors' order.
   */
  readonly isStreamed?: true;
  /**
   * Words it brings for a new analysis that the catalogs do not hold yet, per locale and key
   * (its column's header `urls.col.<id>`, its codes' `problems.<code>` words): the page and
   * the docs take them where the catalogs have none.
   */
  readonly texts?: DescriptorTexts;
}

/** Words per locale, each keyed as the catalogs key theirs. */
export type DescriptorTexts = Readonly<
  Record<'en' | 'ja' | 'zh', Readonly<Record<string, string>>>
>;

/** A descriptor with its id and codes kept as literal types (the registry's union needs them). */
export function describeAnalysis<const Descriptor extends AnalysisDescriptor>(
  descriptor: Descriptor,
): Descriptor {
  return descriptor;
}
