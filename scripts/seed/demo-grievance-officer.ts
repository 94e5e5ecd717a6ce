import { FieldValue } from 'firebase-admin/firestore';
import { GRIEVANCE_OFFICER_PATH } from '@dropwise/domain/collections';
import { ANSWER_DAYS_DEFAULT } from '../../domain/src/admin/complaints-admin.js';
import { db } from './emulator-admin.js';

/** A demo grievance officer, plainly not a real person, so the privacy pages show a contact. */
export const DEMO_GRIEVANCE_OFFICER = {
  name: 'Asha Kulkarni (demo)',
  email: 'grievance@dropwise.example',
  // The +91 98765 4xxxx block is the one Indian examples use; nobody is reached on it.
  phone: '+919876540000',
  answerWithinDays: ANSWER_DAYS_DEFAULT,
};

export async function seedDemoGrievanceOfficer(): Promise<void> {
  const ref = db.doc(GRIEVANCE_OFFICER_PATH);
  // Keep an officer an admin has named; only a missing one is created.
  if (!(await ref.get()).exists) {
    await ref.set({ ...DEMO_GRIEVANCE_OFFICER, updatedAt: FieldValue.serverTimestamp(), updatedBy: 'seed' });
  }
}
