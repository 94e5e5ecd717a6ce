import { useEffect, useRef } from 'react';
import { isLanguage, type Language, languageNames, languages } from '@dropwise/domain/languages';
import { chooseLanguage, currentLanguage } from '@/lib/i18n/i18n-store';
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
  const select = useRef<HTMLSelectElement>(null);
  const choose = (chosen: Language) => void chooseLanguage(chosen).then(() => onChosen?.(chosen));
  const chooseOnce = useRef(choose);
  // A pre-rendered page shows this select before the app listens to it, and React's replay of
  // events cannot reach a page still hydrating: a language picked then is only in the element,
  // which hydration leaves as it is. Once attached, take that choice up as if it came now.
  useEffect(() => {
    const shown = select.current?.value;
    if (isLanguage(shown) && shown !== currentLanguage()) chooseOnce.current(shown);
  }, []);
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('languageLabel')}</span>
      <select ref={select} value={language} onChange={(event) => choose(event.target.value as Language)}>
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
