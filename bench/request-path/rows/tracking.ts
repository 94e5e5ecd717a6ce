import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { RowFactory } from '../context';
import type { HttpCall } from '../load';
import { fillPath } from '@dropwise/domain/api/endpoint';
import { trackTrip } from '@dropwise/domain/api/trip';
import { RIDER_POSITIONS, TRACKING_LINKS } from '@dropwise/domain/collections';

const COUNT = 300;
/** Shared trips being watched, each by a few people polling, every call from an address of its own. */
const TRIPS = 100;

/**
 * GET /api/track/:token, signed out, 300 at 20 in flight over 100 shared trips whose riders are
 * on their way to the pickup. Each call answers the link, the rider's position and an estimate;
 * the function keeps a link for 5 s and a position for 2 s per instance, so the trips' viewers
 * share reads (the reads per request column says how many it took). Baseline: one document read.
 */
export const trackingRow: RowFactory = async ({ db, run }) => {
  const tokens: string[] = [];
  const batch = db.batch();
  const now = Timestamp.now();
  for (let trip = 0; trip < TRIPS; trip++) {
    const token = randomBytes(18).toString('base64url');
    const riderId = `bench-${run}-tracked-rider-${trip}`;
    tokens.push(token);
    batch.set(db.doc(`${RIDER_POSITIONS}/${riderId}`), {
      lat: 18.54 + trip * 0.0001,
      lng: 73.87,
      accuracy: 10,
      at: now,
      watchers: {},
    });
    batch.set(db.doc(`${TRACKING_LINKS}/${token}`), {
      orderId: `bench-${run}-tracked-order-${trip}`,
      kind: 'ride',
      vehicleType: 'bike',
      status: 'assigned',
      riderId,
      riderFirstName: 'Ravi',
      pickup: { label: 'Pune Railway Station', coordinates: { lat: 18.5289, lng: 73.8744 } },
      dropOff: { label: 'Shaniwar Wada', coordinates: { lat: 18.5195, lng: 73.8553 } },
      createdAt: now,
      updatedAt: now,
      revoked: false,
      endedAt: null,
      expiresAt: null,
    });
  }
  await batch.commit();

  return {
    name: 'tracking',
    endpoint: 'GET /api/track/:token',
    count: COUNT,
    inFlight: 20,
    compare: 'p95',
    target: 2,
    baseline: {
      label: 'one document read',
      operation: (index) => db.doc(`${TRACKING_LINKS}/${tokens[index % TRIPS]}`).get(),
    },
    async calls(_phase, count = COUNT) {
      return Array.from({ length: count }, (_, i): HttpCall => ({
        method: 'GET',
        path: fillPath(trackTrip.path, { token: tokens[i % TRIPS]! }),
        headers: { 'X-Forwarded-For': `10.210.${(i >> 8) & 255}.${i & 255}` },
        ok: [200],
      }));
    },
  };
};
