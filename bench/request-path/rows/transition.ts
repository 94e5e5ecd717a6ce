import { FieldValue } from 'firebase-admin/firestore';
import type { RowFactory } from '../context';
import type { HttpCall } from '../load';
import { rideBody } from './booking';
import { fillPath } from '@dropwise/domain/api/endpoint';
import { transitionOrder } from '@dropwise/domain/api/orders';
import { ORDERS, userNotificationsPath } from '@dropwise/domain/collections';

const COUNT = 200;

/**
 * POST /api/orders/:id/transition {to: 'accepted'} by the admin, 200 at 20 in flight, each on a
 * pending order of its own (made with the admin SDK before the phase). Baseline: one transaction
 * that reads the order, updates it and creates its history entry and the customer's notification.
 */
export const transitionRow: RowFactory = ({ db, run, admin, customers }) => {
  const pendingOrders = async (prefix: string, count = COUNT) => {
    const ids: string[] = [];
    const batch = db.batch();
    for (let i = 0; i < count; i++) {
      const id = `bench-${run}-${prefix}-${i}`;
      ids.push(id);
      batch.set(db.doc(`${ORDERS}/${id}`), {
        ...rideBody(id),
        customerUid: customers[i % customers.length]!.uid,
        status: 'pending',
        historyCount: 1,
        riderId: null,
        createdAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
    return ids;
  };
  let baselineIds: string[] = [];
  let baselineRounds = 0;
  return {
    name: 'transition',
    endpoint: 'POST /api/orders/:id/transition',
    count: COUNT,
    inFlight: 20,
    compare: 'p95',
    target: 2,
    baseline: {
      label: 'read + 2-write transaction',
      prepare: async () => {
        baselineIds = await pendingOrders(`baseline${++baselineRounds}`);
      },
      operation: async (index) => {
        const order = db.doc(`${ORDERS}/${baselineIds[index]}`);
        await db.runTransaction(async (transaction) => {
          const snapshot = await transaction.get(order);
          transaction.update(order, {
            status: 'accepted',
            history: FieldValue.arrayUnion({ n: snapshot.get('historyCount') as number, to: 'accepted' }),
            historyCount: FieldValue.increment(1),
          });
          transaction.create(db.collection(userNotificationsPath(snapshot.get('customerUid'))).doc(), {
            read: false,
          });
        });
      },
    },
    async calls(phase, count = COUNT) {
      const ids = await pendingOrders(phase, count);
      return ids.map((id): HttpCall => ({
        method: 'POST',
        path: fillPath(transitionOrder.path, { id }),
        headers: { Authorization: `Bearer ${admin.idToken}` },
        body: { to: 'accepted' },
        ok: [200],
      }));
    },
  };
};
