import { doc, type Firestore, updateDoc } from 'firebase/firestore';
import { profileFieldsSchema, type ProfileFields } from '@dropwise/domain/customer-profile';

export { profileFieldsSchema, type ProfileFields };

/** Changes name, city and picture: the only fields the rules let a customer change. */
export async function updateProfile(
  db: Firestore,
  uid: string,
  fields: ProfileFields,
): Promise<ProfileFields> {
  const profile = profileFieldsSchema.parse(fields);
  await updateDoc(doc(db, 'users', uid), { ...profile });
  return profile;
}
