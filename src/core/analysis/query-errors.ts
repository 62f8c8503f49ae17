/**
 * Why a URL query could not run as asked: a stable code and its values, worded by the page's
 * catalog (`query.<code>` in src/i18n). Errors are data, never exceptions: a pattern the
 * filter cannot run is an answer, not a crash.
 */
export const queryErrorCodes = ['regex-invalid', 'regex-unsupported', 'regex-too-slow'] as const;

export type QueryErrorCode = (typeof queryErrorCodes)[number];

export interface QueryError {
  readonly code: QueryErrorCode;
  /**
   * regex-invalid: `detail` (RE2's reason, as RE2 words it); regex-unsupported: `feature`
   * (backreference, lookahead, lookbehind) and `fragment`; regex-too-slow: `tested`, `total`.
   */
  readonly params: Readonly<Record<string, string | number>>;
}

export function queryError(
  code: QueryErrorCode,
  params: Record<string, string | number>,
): QueryError {
  return { code, params };
}
