import type { Firestore } from 'firebase-admin/firestore';
import { defaultLanguage, isLanguage, type Language } from '@dropwise/domain/languages';
import { RIDERS, USERS } from '@dropwise/domain/collections';

/** Where the push sender learns which language a notification's recipient reads Dropwise in. */
export interface RecipientLanguages {
  languageOf(uid: string): Promise<Language>;
}

/**
 * The language on the person's profile: `users/{uid}` for a customer (and staff), else
 * `riders/{uid}` for a rider, else English (a profile from before languages has none). Both are
 * read in one round trip, since the uid alone does not say which kind of person it is.
 */
export function firestoreRecipientLanguages(db: Firestore): RecipientLanguages {
  return {
    async languageOf(uid) {
      const [user, rider] = await db.getAll(db.collection(USERS).doc(uid), db.collection(RIDERS).doc(uid));
      return pickRecipientLanguage(user?.get('language'), rider?.get('language'));
    },
  };
}

export function pickRecipientLanguage(onUser: unknown, onRider: unknown): Language {
  if (isLanguage(onUser)) return onUser;
  if (isLanguage(onRider)) return onRider;
  return defaultLanguage;
}
