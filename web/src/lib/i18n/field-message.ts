import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser/no-parser.js';
import { type Language, localeOf } from '@dropwise/domain/languages';
import { type Catalogue, formatMessage, type MessageValues } from './format-message';
import { currentLanguage, ensureCatalogue, loadedCatalogue, translationCatalogues } from './i18n-store';

/**
 * The domain's rules (zod schemas shared by the forms and the functions) speak English, and the
 * functions send their words back as they are. The `fields` catalogue holds each of those
 * sentences as an English template ("Keep your {label} under {limit} characters.") next to its
 * translations, so a message is translated by recognising it: the template that reproduces it
 * gives the key, and its variable parts become the values.
 */

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

interface Matcher {
  exact: Map<string, string>;
  templates: Template[];
  /** A label's English words (lower case) to its key: "full name" -> labelFullName. */
  labels: Map<string, string>;
}

const LABEL_KEY = /^label[A-Z]/;
// A list of codes (vehicle types an admin named) is shown as it came.
const VERBATIM = new Set(['list']);
const NUMBER = /^-?\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^-?\d+(?:\.\d+)?$/;

const matchers = new WeakMap<Catalogue, Matcher>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's text with each simple placeholder as a capture; null for one with plurals. */
function templateOf(key: string, elements: MessageFormatElement[]): Template | null {
  let source = '';
  const names: string[] = [];
  for (const element of elements) {
    if (element.type === TYPE.literal) source += escapeRegExp(element.value);
    else if (element.type === TYPE.argument || element.type === TYPE.number) {
      source += '(.+?)';
      names.push(element.value);
    } else return null;
  }
  return { key, pattern: new RegExp(`^${source}$`), names };
}

function matcherOf(english: Catalogue): Matcher {
  let matcher = matchers.get(english);
  if (matcher) return matcher;
  matcher = { exact: new Map(), templates: [], labels: new Map() };
  for (const [key, message] of Object.entries(english)) {
    if (LABEL_KEY.test(key)) {
      if (typeof message === 'string') matcher.labels.set(message.toLowerCase(), key);
    } else if (typeof message === 'string') {
      matcher.exact.set(message, key);
    } else {
      const template = templateOf(key, message);
      if (template) matcher.templates.push(template);
    }
  }
  matchers.set(english, matcher);
  return matcher;
}

/**
 * A template's values from what it captured: numbers as numbers (formatted in the language),
 * English words through their label keys. A word with no label key means the template does not
 * fit after all, rather than a sentence with an English word left in it.
 */
function valuesOf(
  template: Template,
  captured: string[],
  matcher: Matcher,
  target: Catalogue,
  locale: string,
): MessageValues | null {
  const values: MessageValues = {};
  for (const [index, name] of template.names.entries()) {
    const text = captured[index] ?? '';
    if (NUMBER.test(text)) {
      values[name] = Number(text.replace(/,/g, ''));
    } else if (VERBATIM.has(name)) {
      values[name] = text;
    } else {
      const labelKey = matcher.labels.get(text.toLowerCase());
      if (!labelKey) return null;
      values[name] = formatMessage(target, labelKey, locale);
    }
  }
  return values;
}

/** Loads what translating field messages into `language` needs: the English and its catalogue. */
export function loadFieldMessages(language: Language = currentLanguage()): Promise<unknown> {
  if (language === 'en') return Promise.resolve();
  return Promise.all([ensureCatalogue('fields', 'en'), ensureCatalogue('fields', language)]);
}

export function fieldMessagesLoaded(language: Language = currentLanguage()): boolean {
  return language === 'en' || Boolean(loadedCatalogue('fields', 'en') && loadedCatalogue('fields', language));
}

/**
 * The translation of one of the domain's English messages into `language`; null when the
 * message is not one of them, or the catalogues have not arrived yet (their loading starts).
 */
export function fieldMessageIn(language: Language, message: string): string | null {
  if (language === 'en') return message;
  const catalogues = translationCatalogues('fields', language, loadFieldMessages);
  if (!catalogues) return null;
  const { english, target } = catalogues;
  const matcher = matcherOf(english);
  const locale = localeOf[language];
  const exactKey = matcher.exact.get(message);
  if (exactKey) return formatMessage(target, exactKey, locale);
  for (const template of matcher.templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = valuesOf(template, match.slice(1), matcher, target, locale);
    if (values) return formatMessage(target, template.key, locale, values);
  }
  return null;
}

/**
 * A field message (a form rule's or the server's) in the active language. English, and any
 * message the catalogue does not know, comes back as it is.
 */
export function localizeFieldMessage(englishMessage: string): string {
  return fieldMessageIn(currentLanguage(), englishMessage) ?? englishMessage;
}
