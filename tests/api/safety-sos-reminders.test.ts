import { beforeAll, describe, expect, it } from 'vitest';
import { remindOfOpenAlerts } from '../../functions/src/services/safety/sos-reminders';
import { adminDb } from '../support/booking-fixtures';
import { demo, signInWithPassword, signInWithPhone, type SignedInUser } from '../support/emulators';
import { assignedRide, freshRider } from '../support/live-trip';
import { acknowledge, alertData, feedKeys, raiseSos } from '../support/api-safety';

let customer: SignedInUser;
let admin: SignedInUser;
let rider: SignedInUser;

beforeAll(async () => {
  customer = await signInWithPhone('+15555550177');
  admin = await signInWithPassword(demo.admin.email, demo.admin.password);
  rider = await freshRider('safety-reminder-rider', 'Sunil Jadhav');
});

const MINUTE = 60_000;
/** The reminder job as the schedule runs it, at `now`, telling the demo admin. */
const remindAt = (now: number) =>
  remindOfOpenAlerts(adminDb, { now: () => now, adminUids: async () => [admin.uid] });

describe('an SOS nobody acknowledges', () => {
  it('is brought to the admins again after 2 minutes, and every 2 minutes after that, until acknowledged', async () => {
    const orderId = await assignedRide(customer, admin, rider);
    const raised = await raiseSos(customer, orderId);
    const alertId = String(raised.body.data!.alertId);
    const start = Date.now();
    const reminders = async () =>
      (await feedKeys(admin.uid, orderId)).filter((key) => key === 'sosUnanswered').length;

    await remindAt(start + MINUTE);
    expect(await reminders()).toBe(0);

    await remindAt(start + 2 * MINUTE + 1_000);
    expect(await reminders()).toBe(1);
    expect((await alertData(alertId))?.remindedAt).toBeTruthy();

    // Within 2 minutes of that reminder: none; after them: another.
    await remindAt(start + 3 * MINUTE);
    expect(await reminders()).toBe(1);
    await remindAt(start + 4 * MINUTE + 2_000);
    expect(await reminders()).toBe(2);

    expect((await acknowledge(admin, alertId)).status).toBe(200);
    await remindAt(start + 10 * MINUTE);
    expect(await reminders()).toBe(2);
  });
});
