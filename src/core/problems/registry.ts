/**
 * Every problem code of the app, from the analyses that report them
 * (src/core/analyses/analysis-descriptors.ts): one `ProblemCode` union and one lookup table
 * for the readers, the session, the command line, the Problems view and the tests. Each
 * owner keeps its table (code → severity) beside its code, with the descriptor that names
 * it; the words of every code, English included, are the catalog's (src/messages), typed
 * against `ProblemCode` so that a code without them fails tsc. Codes must be unique across
 * owners (registry.test.ts checks it).
 */
import { analysisDescriptors } from '../analyses/analysis-descriptors';
import type { ProblemCodeInfo } from './problem-code-info';
import type { Descriptors } from '../analyses/declared-columns';

type Descriptor = (typeof analysisDescriptors)[number];

/**
 * Each code's owner in a list of descriptors (the app's, or one with a test's analysis
 * added): the map `problemCodeOwners` types, for a list known only at run time.
 */
export function problemOwnersOf(descriptors: Descriptors): Map<string, string> {
  const owners = new Map<string, string>();
  for (const descriptor of descriptors)
    for (const code of Object.keys(descriptor.problemCodes)) owners.set(code, descriptor.id);
  return owners;
}

/** The per-owner tables, by owner. */
export const problemCodeOwners = Object.fromEntries(
  analysisDescriptors.map((descriptor) => [descriptor.id, descriptor.problemCodes]),
) as { readonly [D in Descriptor as D['id']]: D['problemCodes'] };

export type ProblemOwner = keyof typeof problemCodeOwners;

export type ProblemCode = {
  [Owner in ProblemOwner]: keyof (typeof problemCodeOwners)[Owner];
}[ProblemOwner];

/** Every code's severity. */
export const problemCodes: Readonly<Record<ProblemCode, ProblemCodeInfo>> = Object.freeze(
  Object.assign({}, ...Object.values(problemCodeOwners)) as Record<ProblemCode, ProblemCodeInfo>,
);

export function isProblemCode(code: string): code is ProblemCode {
  return Object.hasOwn(problemCodes, code);
}

/** The code's entry, or undefined for a string that is no code (a code from a newer build). */
export function problemCodeInfo(code: string): ProblemCodeInfo | undefined {
  return isProblemCode(code) ? problemCodes[code] : undefined;
}
