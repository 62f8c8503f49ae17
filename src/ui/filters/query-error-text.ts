import { t, type MessageKey } from '../i18n/i18n';
import type { RowsEvent } from '../../worker/protocol';

const KEYS: Record<string, MessageKey> = {
  'regex-invalid': 'query.regex-invalid',
  'regex-unsafe': 'query.regex-unsafe',
  'regex-too-slow': 'query.regex-too-slow',
};

/** The catalog's wording of a query error; the worker's English for a code the catalog lacks. */
export function queryErrorText(error: NonNullable<RowsEvent['queryError']>): string {
  const key = KEYS[error.code];
  return key ? t(key, error.params) : error.message;
}
