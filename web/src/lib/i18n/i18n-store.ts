import {
  defaultLanguage,
  isLanguage,
  type Language,
  localeOf,
  pickLanguage,
} from '@dropwise/domain/languages';
import { type Area, catalogueLanguage, loadCatalogue, type MessageKey } from './catalogue-loaders';
import { type Catalogue, formatMessage, type MessageValues } from './format-message';

const STORAGE_KEY = 'dropwise.language';
// Firebase Hosting serves the pre-rendered public pages in the language this cookie names.
const HOSTING_COOKIE = 'firebase-language-override';

let language: Language = defaultLanguage;
const catalogues = new Map<string, Catalogue>();
const pending = new Map<string, Promise<Catalogue>>();
const listeners = new Set<() => void>();

const slot = (area: Area, lang: Language) => `${area}:${catalogueLanguage(area, lang)}`;

/** The language chosen on this device before, or else the browser's first supported one. */
export function detectLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage can be off (private modes); the browser's preference still applies.
  }
  return typeof navigator === 'undefined' ? defaultLanguage : pickLanguage(navigator.languages ?? []);
}

export function currentLanguage(): Language {
  return language;
}

export function currentLocale(): string {
  return localeOf[language];
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An area's catalogue in a language, loaded once; later calls share the same promise. */
export function ensureCatalogue(area: Area, lang: Language = language): Promise<Catalogue> {
  const key = slot(area, lang);
  const loaded = catalogues.get(key);
  if (loaded) return Promise.resolve(loaded);
  let promise = pending.get(key);
  if (!promise) {
    promise = loadCatalogue(area, lang).then((catalogue) => {
      catalogues.set(key, catalogue);
      pending.delete(key);
      return catalogue;
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

export function loadedCatalogue(area: Area, lang: Language = language): Catalogue | undefined {
  return catalogues.get(slot(area, lang));
}

/**
 * The English catalogue of `area` and the one of `lang`, to translate English text by, once both
 * have arrived; null before then, with `load` (what the translating needs) started meanwhile.
 */
export function translationCatalogues(
  area: Area,
  lang: Language,
  load: (lang: Language) => Promise<unknown>,
): { english: Catalogue; target: Catalogue } | null {
  const english = loadedCatalogue(area, 'en');
  const target = loadedCatalogue(area, lang);
  if (english && target) return { english, target };
  load(lang).catch(() => undefined);
  return null;
}

/**
 * Sets the language for this page without remembering it: the start-up choice, and the server's
 * render of a page in a given language.
 */
export function setPageLanguage(lang: Language): void {
  language = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

/**
 * Switches the language: every area already on screen is fetched in the new language first, so
 * the page changes in one step instead of falling back to a spinner. Remembered on this device
 * (and for the pre-rendered pages Hosting serves).
 */
export async function chooseLanguage(lang: Language): Promise<void> {
  const areas = new Set<Area>();
  for (const key of catalogues.keys()) areas.add(key.split(':')[0] as Area);
  await Promise.all([...areas].map((area) => ensureCatalogue(area, lang)));
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered on this device; the switch itself still works.
  }
  document.cookie = `${HOSTING_COOKIE}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
  setPageLanguage(lang);
}

/**
 * A message outside React (a toast raised by a helper, an error built in lib/): the active
 * language when its catalogue is loaded, English next, and the key as the last resort.
 */
export function translate<A extends Area>(area: A, key: MessageKey<A>, values?: MessageValues): string {
  const catalogue = loadedCatalogue(area) ?? loadedCatalogue(area, 'en');
  if (!catalogue) void ensureCatalogue(area);
  return formatMessage(catalogue, key, currentLocale(), values);
}
