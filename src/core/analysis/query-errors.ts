/**
 * Why a URL query could not run as asked: stable codes with English message templates, the
 * source of the message catalog the UI translates (same pattern as sitemap problem codes).
 * Errors are data (issue 5 "Bad input": an invalid or catastrophic regular expression must
 * not hang the worker), never exceptions.
 */
import { formatMessage } from '../problems/problem-code-info';

export const queryErrorMessages = {
  'regex-invalid': 'Not a valid regular expression: {detail}',
  'regex-unsafe':
    'This regular expression could take exponential time ({reason}: {fragment}); rewrite it without a repeated part that repeats inside',
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
