import { localeOf } from '@dropwise/domain/languages';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useLanguage } from '@/lib/i18n/use-language';
import { useT } from '@/lib/i18n/use-t';

/**
 * The kinds of message the papers' and the note's rules give (domain/src/safety), recognised by
 * their English words; `example` is what the format message quotes.
 */
const KINDS: ReadonlyArray<[RegExp, MessageKey<'safetyDesk'>]> = [
  [/as on the paper, for example (?<example>.+)\.$/, 'errorFormat'],
  [/must be a real date/, 'errorDate'],
  [/cannot be in the future/, 'errorFuture'],
  [/too long|can be at most/, 'errorTooLong'],
  [/characters we cannot store/, 'errorCharacters'],
  [/^Enter the |is required|must be text/, 'errorRequired'],
];

/**
 * A field's message, form rule's or server's, in the reader's language: English comes as the
 * rule wrote it; Hindi and Marathi are built from the kind of message and the field's own label
 * (these rules' sentences are not in the shared `fields` catalogue). A message of no known kind
 * is left to the form kit, which translates what the `fields` catalogue knows.
 */
export function useFieldWords(): (message: string | undefined, label: string) => string | undefined {
  const t = useT('safetyDesk');
  const language = useLanguage();
  // An example may offer two ("MH12AB1234 or 22BH1234AA"): the "or" is said in the reader's words.
  const either = new Intl.ListFormat(localeOf[language], { type: 'disjunction' });
  return (message, label) => {
    if (!message || language === 'en') return message;
    for (const [pattern, key] of KINDS) {
      const match = pattern.exec(message);
      if (match)
        return t(key, { label, example: either.format((match.groups?.example ?? '').split(' or ')) });
    }
    return message;
  };
}
