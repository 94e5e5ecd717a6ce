import { useSyncExternalStore } from 'react';
import { currentLanguage, subscribeLanguage } from './i18n-store';

/** The active language; the component renders again when it changes. */
export function useLanguage() {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}
