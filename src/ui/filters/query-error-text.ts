import { t, type MessageKey } from '../../i18n/i18n';
import type { RowsEvent } from '../../worker/protocol/request-map';
import type { QueryErrorCode } from '../../core/analysis/query-errors';

// Every code has its key: a code without one fails tsc here.
const KEYS: Record<QueryErrorCode, MessageKey> = {
  'regex-invalid': 'query.regex-invalid',
  'regex-unsupported': 'query.regex-unsupported',
  'regex-too-slow': 'query.regex-too-slow',
};

/** The RE2 features a pattern may be refused for (`params.feature` of `regex-unsupported`). */
const FEATURE_KEYS: Record<string, MessageKey> = {
  backreference: 'query.regex-feature.backreference',
  lookahead: 'query.regex-feature.lookahead',
  lookbehind: 'query.regex-feature.lookbehind',
};

/** The catalog's wording of a query error. */
export function queryErrorText(error: NonNullable<RowsEvent['queryError']>): string {
  const key = KEYS[error.code];
  const featureKey = FEATURE_KEYS[String(error.params.feature)];
  const params = featureKey ? { ...error.params, feature: t(featureKey) } : error.params;
  return t(key, params);
}
