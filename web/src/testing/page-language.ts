import type { Language } from '@dropwise/domain/languages';
import { afterAll, beforeAll } from 'vitest';
import type { Area } from '@/lib/i18n/catalogue-loaders';
import { loadFieldMessages } from '@/lib/i18n/field-message';
import { ensureCatalogue, setPageLanguage } from '@/lib/i18n/i18n-store';

interface PageLanguageOptions {
  /** The form's field errors are shown too, so their own catalogue is loaded beside the areas. */
  fieldMessages?: boolean;
}

/**
 * For a describe block whose tests read the page in another language: loads the catalogues the
 * component reads (the common one always) and switches the page to the language before its tests,
 * and back to English after, so the next block starts from the default.
 */
export function readPageIn(
  language: Language,
  areas: readonly Area[],
  { fieldMessages = false }: PageLanguageOptions = {},
): void {
  beforeAll(async () => {
    await Promise.all([
      ...[...areas, 'common' as const].map((area) => ensureCatalogue(area, language)),
      ...(fieldMessages ? [loadFieldMessages(language)] : []),
    ]);
    setPageLanguage(language);
  });
  afterAll(() => setPageLanguage('en'));
}
