import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { EmergencyContacts } from '@dropwise/domain/safety/emergency-contacts';
import { EMERGENCY_CONTACTS } from '@dropwise/domain/collections';
import { firestoreCall } from '../../lib/deadline.js';

const contactsRef = (db: Firestore, uid: string) => db.collection(EMERGENCY_CONTACTS).doc(uid);

const NONE: EmergencyContacts = { contacts: [], shareNightRides: false };

/** A customer's emergency contacts; none until they save some. */
export async function readEmergencyContacts(db: Firestore, uid: string): Promise<EmergencyContacts> {
  const snapshot = await firestoreCall(contactsRef(db, uid).get());
  if (!snapshot.exists) return NONE;
  return {
    contacts: (snapshot.get('contacts') as EmergencyContacts['contacts'] | undefined) ?? [],
    shareNightRides: snapshot.get('shareNightRides') === true,
  };
}

/** Replaces the list whole: what the customer sees on their profile is what is kept. */
export async function saveEmergencyContacts(
  db: Firestore,
  uid: string,
  contacts: EmergencyContacts,
): Promise<EmergencyContacts> {
  await firestoreCall(contactsRef(db, uid).set({ ...contacts, updatedAt: FieldValue.serverTimestamp() }));
  return contacts;
}
