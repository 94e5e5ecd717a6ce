import { doc, type Firestore, serverTimestamp, setDoc } from 'firebase/firestore';
import { profileFieldsSchema, type ProfileFields } from '@domain/customer-profile';

export { profileFieldsSchema, type ProfileFields };

/**
 * The first-time profile (signup). The phone number is the one Firebase verified; the rules
 * check that it equals the phone number in the user's token.
 */
export async function createProfile(
  db: Firestore,
  uid: string,
  phoneNumber: string,
  fields: ProfileFields,
): Promise<ProfileFields> {
  const profile = profileFieldsSchema.parse(fields);
  await setDoc(doc(db, 'users', uid), { ...profile, phoneNumber, createdAt: serverTimestamp() });
  return profile;
}
