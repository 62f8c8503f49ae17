import { useSyncExternalStore } from 'react';
import { currentLocale, subscribeLocale, type Locale } from '../../i18n/i18n';

/** The page's language; the component re-renders (with its subtree) when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
}
