import { doc, type Firestore, getDoc } from 'firebase/firestore';
import { z } from 'zod';
import { USERS } from '@dropwise/domain/collections';

/** A customer profile as the app shows it. */
export interface CustomerProfile {
  name: string;
  phoneNumber: string;
  cityName: string;
  profileImage: string | null;
}

// Read leniently: an odd stored value shows as empty rather than breaking the page.
const storedProfileSchema = z.object({
  name: z.string().catch(''),
  phoneNumber: z.string().catch(''),
  cityName: z.string().catch(''),
  profileImage: z.string().startsWith('data:image/').nullable().catch(null),
});

/** The signed-in customer's own profile, or null before their first signup. */
export async function getProfile(db: Firestore, uid: string): Promise<CustomerProfile | null> {
  const snapshot = await getDoc(doc(db, USERS, uid));
  if (!snapshot.exists()) return null;
  return storedProfileSchema.parse(snapshot.data());
}
