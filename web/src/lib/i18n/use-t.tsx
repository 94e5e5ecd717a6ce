import { Fragment, type ReactNode, useMemo } from 'react';
import { localeOf } from '@dropwise/domain/languages';
import type { Area, MessageKey } from './catalogue-loaders';
import { type Catalogue, formatMessage, messageFormat, type MessageValues } from './format-message';
import { ensureCatalogue, loadedCatalogue } from './i18n-store';
import { useLanguage } from './use-language';

/** Values for a message with markup: `<link>…</link>` takes a function of its contents. */
export type RichValues = Record<
  string,
  MessageValues[string] | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

export interface Translate<A extends Area> {
  (key: MessageKey<A>, values?: MessageValues): string;
  /** A message with markup or React values in it, as nodes. */
  rich(key: MessageKey<A>, values: RichValues): ReactNode;
}

function translator<A extends Area>(catalogue: Catalogue, locale: string): Translate<A> {
  const t = ((key: MessageKey<A>, values?: MessageValues) =>
    formatMessage(catalogue, key, locale, values)) as Translate<A>;
  t.rich = (key, values) => {
    const message = catalogue[key];
    if (message === undefined) return key;
    if (typeof message === 'string') return message;
    const parts = messageFormat(message, locale).format<ReactNode>(values as Record<string, ReactNode>);
    return Array.isArray(parts) ? parts.map((part, index) => <Fragment key={index}>{part}</Fragment>) : parts;
  };
  return t;
}

/**
 * The messages of one area in the active language: `const t = useT('booking')`, then
 * `t('confirm')` or `t('ridesCount', { count })`. The first render of an area waits (Suspense)
 * for its catalogue; a language switch loads the new one before the page changes.
 */
export function useT<A extends Area>(area: A): Translate<A> {
  const language = useLanguage();
  const catalogue = loadedCatalogue(area, language);
  if (!catalogue) throw ensureCatalogue(area, language);
  return useMemo(() => translator<A>(catalogue, localeOf[language]), [catalogue, language]);
}
