/**
 * Why a URL query could not run as asked: stable codes with English message templates, the
 * source of the message catalog the UI translates (same pattern as sitemap problem codes).
 * Errors are data, never exceptions: a pattern the filter cannot run is an answer, not a crash.
 */
import { formatMessage } from '../problems/problem-code-info';

export const queryErrorMessages = {
  'regex-invalid': 'Not a valid regular expression: {detail}',
  'regex-unsupported':
    'This regular expression uses a {feature} ({fragment}), which the linear-time matcher (RE2) does not support; it leaves out backreferences and lookaround so that no pattern can take more than linear time. Rewrite the pattern without it',
  'regex-too-slow':
    'The regular expression was stopped after testing {tested} of {total} URLs (work limit reached); the list is incomplete, simplify the pattern',
} as const;

export type QueryErrorCode = keyof typeof queryErrorMessages;

export interface QueryError {
  readonly code: QueryErrorCode;
  readonly message: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export function queryError(
  code: QueryErrorCode,
  params: Record<string, string | number>,
): QueryError {
  return { code, message: formatMessage(queryErrorMessages[code], params), params };
}
