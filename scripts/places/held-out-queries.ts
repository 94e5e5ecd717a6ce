/**
 * How make-held-out-searches.ts writes a query from a source name: the rules, not the answers.
 * Pure.
 */
import { type Kind } from './kinded-inputs';

/** Words that only say what a place is; people leave them out. */
const TYPE_WORDS =
  /\b(?:bus stop|pmpml|msrtc|bus depot|railway station|metro station|station|junction|jn|hospitals?|clinic|nursing home|research (?:centre|center)|and|pvt|ltd|the|hotel|mandir|temple|bus stand)\b/gi;

export const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // Initials are typed together: "B.J. Medical" -> "bj medical".
    .replace(
      /\b(\p{L})((?: \p{L}\b)+)/gu,
      (_all, first: string, rest: string) => first + rest.replace(/ /g, ''),
    );

export function shortForm(name: string): string {
  return fold(
    name
      .replace(/\([^)]*\)/g, ' ')
      .replace(TYPE_WORDS, ' ')
      .replace(/\s-\s.*$/, ''),
  );
}

/** One usual slip, or none: the first rule that changes the name. */
export function misspelling(query: string): string | null {
  const rules: Array<[RegExp, string]> = [
    [/oo/, 'u'],
    [/ee/, 'i'],
    [/aa/, 'a'],
    [/([bcdgjklmnprtvwy])\1/, '$1'],
    [/ss/, 's'],
    [/(?<=[a-z])u(?=[a-z])/, 'oo'],
    [/w/, 'v'],
    [/(?<=[bdgkpt])h/, ''],
    [/v/, 'w'],
  ];
  for (const [pattern, replacement] of rules) {
    const slipped = query.replace(pattern, replacement);
    if (slipped !== query && slipped.replace(/\s/g, '').length >= 4) return slipped;
  }
  return null;
}

export function kindByName(name: string, fallback: Kind): Kind {
  if (/\b(?:hospital|clinic|medical college)\b/i.test(name)) return 'hospital';
  if (/\b(?:college|university|institute|vidyapeeth|school)\b/i.test(name)) return 'college';
  if (/\b(?:mandir|temple|ganpati|masjid|church|gurudwara|dargah?)\b/i.test(name)) return 'temple';
  if (/\b(?:market|bazar|bazaar|mandi)\b/i.test(name)) return 'market';
  if (/\b(?:mall|city pride)\b/i.test(name)) return 'mall';
  if (/\b(?:stand|depot|terminal)\b/i.test(name)) return 'bus_stand';
  return fallback;
}
