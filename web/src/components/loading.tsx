import { ensureCatalogue, loadedCatalogue, translate } from '@/lib/i18n/i18n-store';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoad } from '@/lib/firebase/use-load';

/**
 * What a screen shows while its data or its code is on the way. It is the fallback of the
 * screens' Suspense boundaries, so it must not suspend itself: until the `common` messages have
 * arrived it shows an empty status, then the word.
 */
export function Loading() {
  const language = useLanguage();
  const ready = Boolean(loadedCatalogue('common', language) ?? loadedCatalogue('common', 'en'));
  // Its answer only matters as a new render, which finds the messages loaded.
  useLoad(() => (ready ? null : ensureCatalogue('common', language)), [ready, language]);
  return (
    <div className="loading" role="status" aria-live="polite">
      {ready ? translate('common', 'loading') : null}
    </div>
  );
}
