import { doc, type Firestore, updateDoc } from 'firebase/firestore';
import { profileFieldsSchema, type ProfileFields } from '@dropwise/domain/customer-profile';
import { USERS } from '@dropwise/domain/collections';

export { profileFieldsSchema, type ProfileFields };

/** Changes name, city and picture: the only fields the rules let a customer change. */
export async function updateProfile(
  db: Firestore,
  uid: string,
  fields: ProfileFields,
): Promise<ProfileFields> {
  const profile = profileFieldsSchema.parse(fields);
  await updateDoc(doc(db, USERS, uid), { ...profile });
  return profile;
}
