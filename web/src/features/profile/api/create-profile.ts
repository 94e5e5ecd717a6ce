import { doc, type Firestore, serverTimestamp, setDoc } from 'firebase/firestore';
import { profileFieldsSchema, type ProfileFields } from '@dropwise/domain/customer-profile';
import type { Language } from '@dropwise/domain/languages';
import { USERS } from '@dropwise/domain/collections';

export { profileFieldsSchema, type ProfileFields };

/**
 * The first-time profile (signup). The phone number is the one Firebase verified; the rules
 * check that it equals the phone number in the user's token. The language the customer signed up
 * in is kept too: their notifications are written in it, and another device opens in it.
 */
export async function createProfile(
  db: Firestore,
  uid: string,
  phoneNumber: string,
  fields: ProfileFields,
  language: Language,
): Promise<ProfileFields> {
  const profile = profileFieldsSchema.parse(fields);
  await setDoc(doc(db, USERS, uid), { ...profile, phoneNumber, language, createdAt: serverTimestamp() });
  return profile;
}
