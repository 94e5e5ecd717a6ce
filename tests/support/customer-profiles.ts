import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { actors, type RulesFirestore } from './rules-env';
import { USERS } from '@dropwise/domain/collections';

/** The customer's and the other customer's profiles at users/{uid}, as sign-up leaves them. */
export async function seedCustomerProfiles(db: RulesFirestore): Promise<void> {
  for (const actor of [actors.customer, actors.otherCustomer]) {
    await setDoc(doc(db, `${USERS}/${actor.uid}`), {
      name: `Name of ${actor.uid}`,
      phoneNumber: actor.claims.phone_number,
      cityName: 'Pune',
      profileImage: null,
      createdAt: Timestamp.now(),
    });
  }
}
