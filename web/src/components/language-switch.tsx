import { type Language, languageNames, languages } from '@dropwise/domain/languages';
import { chooseLanguage } from '@/lib/i18n/i18n-store';
import { useLanguage } from '@/lib/i18n/use-language';
import { useT } from '@/lib/i18n/use-t';
import './language-switch.css';

/**
 * The language picker for every page's header. Each language is named in itself (English,
 * हिन्दी, मराठी), so a reader finds theirs whatever the page is in now. `onChosen` lets a
 * signed-in area remember the choice on the person's profile.
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (language: Language) => void }) {
  const t = useT('common');
  const language = useLanguage();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('languageLabel')}</span>
      <select
        value={language}
        onChange={(event) => {
          const chosen = event.target.value as Language;
          void chooseLanguage(chosen).then(() => onChosen?.(chosen));
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
