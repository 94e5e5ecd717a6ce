import { type Language, languageNames, languages } from '@dropwise/domain/languages';
import { chooseLanguage, currentLanguage } from '@/lib/i18n/i18n-store';

/** A new element of the page, with its class and its text (always as text, never as HTML). */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export /** The header's language picker: each language named in itself, whatever the page is in now. */
function languageSwitch(header: HTMLElement) {
  const label = element('label', 'language-switch');
  const name = element('span', 'visually-hidden');
  const select = element('select');
  for (const code of languages) {
    const option = element('option', undefined, languageNames[code]);
    option.value = code;
    option.lang = code;
    select.append(option);
  }
  select.addEventListener('change', () => {
    // Offline, the new language's messages may not come: the picker then shows the page's one.
    chooseLanguage(select.value as Language).catch(() => {
      select.value = currentLanguage();
    });
  });
  label.append(name, select);
  header.append(label);
  return {
    show(labelText: string) {
      name.textContent = labelText;
      select.value = currentLanguage();
    },
  };
}
