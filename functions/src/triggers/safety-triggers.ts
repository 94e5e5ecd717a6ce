import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminAuth, db } from '../lib/firebase-admin.js';
import { adminUids } from '../services/notifications/admin-uids.js';
import { takeLapsedRidersOffDuty } from '../services/safety/papers-daily.js';
import { remindOfOpenAlerts } from '../services/safety/sos-reminders.js';

/** Just after midnight India time, when a paper that ended yesterday has expired. */
export const papersDaily = onSchedule({ schedule: '5 0 * * *', timeZone: 'Asia/Kolkata' }, async () => {
  await takeLapsedRidersOffDuty(db, Date.now());
});

/** An SOS nobody has acknowledged is brought to every admin again, every 2 minutes. */
export const sosReminders = onSchedule('every 1 minutes', async () => {
  await remindOfOpenAlerts(db, { now: Date.now, adminUids: () => adminUids(adminAuth) });
});
