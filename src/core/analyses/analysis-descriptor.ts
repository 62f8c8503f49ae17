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
  readonly docs: DocumentedCodes;
}

/** A descriptor with its id and codes kept as literal types (the registry's union needs them). */
export function describeAnalysis<const Id extends string, const Codes extends ProblemCodeTable>(
  descriptor: AnalysisDescriptor<Id, Codes>,
): AnalysisDescriptor<Id, Codes> {
  return descriptor;
}
