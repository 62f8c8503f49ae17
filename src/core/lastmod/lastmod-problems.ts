/**
 * A lastmod verdict's reasons as whole-file problems of one document (line 0): each its
 * problem code and figures. Apart from the table so that the table imports nothing but the
 * problem code types (the registry imports every owner's table).
 */
import type { Problem } from '../problems/problem';
import { lastmodProblemCodes, problemCodeOfReason } from './lastmod-codes';
import type { LastmodReason } from './lastmod-verdict';

/** A verdict's reasons as whole-file problems (line 0) of one document. */
export function lastmodProblems(reasons: readonly LastmodReason[]): Problem[] {
  return reasons.map((reason) => {
    const code = problemCodeOfReason[reason.code];
    return {
      code,
      severity: lastmodProblemCodes[code].severity,
      // A whole-file problem, pointed at its first place when it has one.
      line: reason.place?.line ?? 0,
      column: 0,
      params: reason.params,
      ...(reason.place ? { url: reason.place.url } : {}),
    };
  });
}
