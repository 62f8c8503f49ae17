/**
 * A request's error in the page's words: the catalog words its code (`error.*` keys, in every
 * language); the worker's `message` is English detail for logs and bug reports, so it only
 * fills the brackets of the codes that show one.
 */
import type { AnalyzerErrorCode } from '../../worker/protocol/request-map';
import { t as currentLanguageT, type Translator } from '../../i18n/i18n';

export interface RequestError {
  readonly code: AnalyzerErrorCode;
  readonly message: string;
}

export function requestErrorText(
  error: RequestError,
  t: Translator['t'] = currentLanguageT,
): string {
  return t(`error.${error.code}`, { message: error.message });
}
