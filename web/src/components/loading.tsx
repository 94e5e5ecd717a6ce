import { useEffect, useState } from 'react';
import { ensureCatalogue, loadedCatalogue, translate } from '../lib/i18n/i18n-store';
import { useLanguage } from '../lib/i18n/use-language';

/**
 * What a screen shows while its data or its code is on the way. It is the fallback of the
 * screens' Suspense boundaries, so it must not suspend itself: until the `common` messages have
 * arrived it shows an empty status, then the word.
 */
export function Loading() {
  const language = useLanguage();
  const [, setArrived] = useState(0);
  const ready = Boolean(loadedCatalogue('common', language) ?? loadedCatalogue('common', 'en'));
  useEffect(() => {
    if (ready) return;
    let active = true;
    ensureCatalogue('common', language).then(
      () => active && setArrived((count) => count + 1),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [ready, language]);
  return (
    <div className="loading" role="status" aria-live="polite">
      {ready ? translate('common', 'loading') : null}
    </div>
  );
}
