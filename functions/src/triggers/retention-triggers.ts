import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/firebase-admin.js';
import { anonymiseOldTrips } from '../services/account/trip-retention.js';

/** Monthly, at night in India: trips past the 24 months the guidelines allow lose their personal data. */
export const tripRetention = onSchedule(
  { schedule: '0 3 1 * *', timeZone: 'Asia/Kolkata', timeoutSeconds: 540 },
  async () => {
    await anonymiseOldTrips(db, Date.now());
  },
);
