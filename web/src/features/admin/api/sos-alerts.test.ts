import { Timestamp, type DocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { toSosAlert } from './sos-alerts';

const snapshot = (id: string, data: Record<string, unknown>) =>
  ({ id, data: () => data }) as unknown as DocumentSnapshot;

describe('toSosAlert', () => {
  it('reads an alert as the functions store it, times as dates', () => {
    const raised = Date.UTC(2025, 5, 1, 10, 0);
    const alert = toSosAlert(
      snapshot('a1', {
        orderId: 'o1',
        raisedBy: 'r1',
        role: 'rider',
        customerUid: 'c1',
        customerName: 'Asha',
        customerPhone: null,
        riderId: 'r1',
        position: { lat: 27.1751, lng: 78.0421, accuracy: 20, at: raised },
        positionSource: 'rider',
        status: 'acknowledged',
        raisedAt: Timestamp.fromMillis(raised),
        told: { contacts: ['Meera', 7], admins: 3 },
        acknowledgedBy: 'admin-1',
        acknowledgedAt: Timestamp.fromMillis(raised + 60_000),
      }),
    );
    expect(alert).toMatchObject({
      id: 'a1',
      role: 'rider',
      customerPhone: null,
      riderName: null,
      position: { lat: 27.1751, lng: 78.0421, accuracy: 20, at: raised },
      positionSource: 'rider',
      status: 'acknowledged',
      told: { contacts: ['Meera'], admins: 3 },
      acknowledgedBy: 'admin-1',
      closedAt: null,
    });
    expect([alert.raisedAt?.getTime(), alert.acknowledgedAt?.getTime()]).toEqual([raised, raised + 60_000]);
  });

  it('reads an odd document safely: an unknown status as open, a bad position as none', () => {
    const alert = toSosAlert(
      snapshot('a2', { status: 'weird', role: 'someone', position: { lat: 200, lng: 0, at: 1 } }),
    );
    expect([alert.status, alert.role, alert.position, alert.raisedAt]).toEqual([
      'open',
      'customer',
      null,
      null,
    ]);
  });
});
