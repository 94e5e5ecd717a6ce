import { type Language, localeOf } from '@dropwise/domain/languages';
import type { MessageKey } from './catalogue-loaders';
import { type Catalogue, formatMessage, type MessageValues } from './format-message';
import { fieldMessageIn, loadFieldMessages } from './field-message';
import { currentLanguage, ensureCatalogue, translationCatalogues } from './i18n-store';

/**
 * API errors in Hindi and Marathi. The server writes its messages in English, so in English the
 * app shows them as they are (they are the most specific); in another language it shows, in
 * order: the translation of that very sentence when the `errors` catalogue has it, or when it is
 * one of the domain's field messages; else the message for the error's code, with the number
 * the person needs (the wait, the attempts left) taken from the answer.
 */

/** What the text depends on: an ApiError's parts (kept apart so this module needs no class). */
export interface ErrorFacts {
  status: number;
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

type ErrorKey = MessageKey<'errors'>;

const codeKeys: Record<string, ErrorKey> = {
  bad_request: 'badRequest',
  invalid_json: 'invalidJson',
  unsupported_media_type: 'unsupportedMediaType',
  validation_failed: 'validationFailed',
  unauthenticated: 'unauthenticated',
  account_disabled: 'accountDisabled',
  forbidden: 'forbidden',
  not_found: 'notFound',
  conflict: 'conflict',
  payload_too_large: 'payloadTooLarge',
  handover_locked: 'handoverLocked',
  unavailable: 'unavailable',
  internal: 'internal',
};

// The numbers inside the server's English sentences, where the answer has no field for them:
// "That code is not right. 2 attempts left." (wrongCodeMessage in @dropwise/domain/handover) and the
// education sign-in's "Please wait 15 minutes and try again."
const ATTEMPTS_LEFT = /(\d+) attempts? left/;
const WAIT_MINUTES = /wait (\d+) minutes?/;
const WAIT_SECONDS = /wait (\d+) seconds?/;

/** Starts loading the catalogues an error is said from, so they are there when one happens. */
export function loadErrorTexts(language: Language = currentLanguage()): Promise<unknown> {
  if (language === 'en') return Promise.resolve();
  return Promise.all([
    ensureCatalogue('errors', 'en'),
    ensureCatalogue('errors', language),
    loadFieldMessages(language),
  ]);
}

function sameSentenceKey(english: Catalogue, message: string): ErrorKey | undefined {
  for (const [key, text] of Object.entries(english)) {
    if (text === message) return key as ErrorKey;
  }
  return undefined;
}

function captured(pattern: RegExp, text: string): number | undefined {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : undefined;
}

function keyFor(
  facts: ErrorFacts,
  english: Catalogue,
  plain: boolean,
): [ErrorKey, MessageValues?] | { text: string } {
  if (facts.status === 0) return ['unreachable'];
  if (facts.status === 429 || facts.code === 'rate_limited') {
    const seconds = facts.retryAfterSeconds ?? captured(WAIT_SECONDS, facts.message);
    if (facts.code === 'too_many_attempts' && !plain) {
      const minutes = captured(WAIT_MINUTES, facts.message);
      return minutes ? ['tooManyAttemptsWait', { minutes }] : ['tooManyAttempts'];
    }
    return seconds ? ['rateLimitedWait', { seconds }] : ['rateLimited'];
  }
  if (plain && facts.status >= 500) return ['serverTrouble'];
  if (facts.code === 'unknown') return facts.status >= 500 ? ['serverTrouble'] : ['fallback'];
  const same = sameSentenceKey(english, facts.message);
  if (same) return [same];
  if (facts.code === 'wrong_handover_code') {
    const attemptsLeft = captured(ATTEMPTS_LEFT, facts.message);
    return attemptsLeft === undefined ? ['wrongHandoverCodeAgain'] : ['wrongHandoverCode', { attemptsLeft }];
  }
  const fieldText = fieldMessageIn(currentLanguage(), facts.message);
  if (fieldText !== null) return { text: fieldText };
  const byCode = codeKeys[facts.code];
  if (byCode) return [byCode];
  return facts.status >= 500 ? ['serverTrouble'] : ['fallback'];
}

/**
 * An error's text in the active language, or null where the caller's English stands: in
 * English, and while the catalogues are still on their way (their loading starts here).
 * `facts` is null for a failure that is not an API error. `plain` is plainMessage's choice:
 * a rate limit as a wait, and any server failure as ours.
 */
export function localizedErrorText(facts: ErrorFacts | null, plain: boolean): string | null {
  const language = currentLanguage();
  if (language === 'en') return null;
  const catalogues = translationCatalogues('errors', language, loadErrorTexts);
  if (!catalogues) return null;
  const { english, target } = catalogues;
  const locale = localeOf[language];
  if (!facts) return formatMessage(target, 'fallback', locale);
  const found = keyFor(facts, english, plain);
  if ('text' in found) return found.text;
  const [key, values] = found;
  return formatMessage(target, key, locale, values);
}
