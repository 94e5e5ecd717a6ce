import type { Firestore } from 'firebase-admin/firestore';
import type { DocumentData } from 'firebase/firestore';
import { acceptOffer } from '@dropwise/domain/api/dispatch';
import { recordCash, transitionOrder } from '@dropwise/domain/api/orders';
import { reportPosition, setDuty } from '@dropwise/domain/api/trip';
import type { Point } from '../dispatch/places';
import { call, pause } from './api';
import { riderMotion } from './rider-motion';
import { ledger, markFree, positionKey, recordFor, type RiderRecord } from './ledger';
import { DAY } from './plan';
import type { RiderSession } from './rider-session';
import { ORDERS, orderPrivatePath } from '@dropwise/domain/collections';

export interface RiderAgent {
  record: RiderRecord;
  goOnDuty(): Promise<void>;
  /** Reports every 10 s (from a start offset) until `stop`. */
  startReporting(offsetMs: number): void;
  flushOutbox(): Promise<void>;
  stop(): Promise<void>;
}

const retried = new Set([0, 500, 502, 503, 504]);

/**
 * A rider as the bench plays them: accepts every offer at once (one that came as a trip ended,
 * once that trip is done), drives to the pickup, takes the handover code (a ride's pickup, a
 * parcel's delivery; read where the customer's screen reads it), drives to the drop-off, delivers
 * and records the cash, at once or, for every 5th rider, held in an outbox sent 10 at a time. A
 * step answered 5xx (or no answer) is tried up to 3 times, 2 s apart, as the app's retry does;
 * anything else ends the trip there, counted, never thrown.
 */
export function riderAgent(
  session: RiderSession,
  record: RiderRecord,
  db: Firestore,
  offerSeconds: number,
): RiderAgent {
  let reporting: NodeJS.Timeout | undefined;
  let stopped = false;
  const outbox: Array<{ orderId: string; amountPaise: number }> = [];
  const keepsOutbox = record.index % DAY.outboxEvery === DAY.outboxEvery - 1;

  let accepting = 0;
  const { here, drive } = riderMotion(record);

  const report = async () => {
    const at = here();
    record.at = at;
    record.sent.set(positionKey(at), Date.now());
    const body = { lat: at.lat, lng: at.lng, accuracy: 10, at: Date.now() };
    // A report sent beside an accept may reach the server after it, and follow the new trip.
    const source = `position:${record.orderId || accepting > 0 ? 'open' : 'free'}`;
    await call(reportPosition, {}, { token: await session.token(), body, source });
  };

  const step = async (
    orderId: string,
    to: 'picked_up' | 'delivered',
    code: string | null,
  ): Promise<boolean> => {
    const order = recordFor(orderId);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const sentAt = Date.now();
      const body = code === null ? { to } : { to, handoverCode: code };
      const answer = await call(transitionOrder, { id: orderId }, { token: await session.token(), body });
      order.transitions.push({ to, sentAt, status: answer.status });
      if (answer.status === 200) {
        order.status = to;
        if (to === 'delivered') order.deliveredAt = Date.now();
        return true;
      }
      if (!retried.has(answer.status)) break;
      await pause(2000);
    }
    ledger.notes.push(`${orderId}: ${to} refused`);
    return false;
  };

  const sendCash = async (orderId: string, amountPaise: number) => {
    const answer = await call(
      recordCash,
      { id: orderId },
      { token: await session.token(), body: { amountPaise } },
    );
    if (answer.status === 201) recordFor(orderId).cashRecorded++;
  };

  const trip = async (orderId: string, offer: DocumentData) => {
    const kind = offer.kind as 'ride' | 'parcel';
    const code = String((await db.doc(`${orderPrivatePath(orderId)}/handover`).get()).get('code'));
    await drive(offer.pickup.coordinates as Point, DAY.toPickupSeconds * 1000);
    const pickedUp = await step(orderId, 'picked_up', kind === 'ride' ? code : null);
    if (pickedUp) {
      await drive(offer.dropOff.coordinates as Point, DAY.rideSeconds * 1000);
      if (await step(orderId, 'delivered', kind === 'parcel' ? code : null)) {
        // Delivered, the rider is free on the server: offers that come while the cash is recorded
        // are taken, as a rider would.
        record.orderId = null;
        markFree(record);
        takeStandingOffer();
        const amountPaise = Number((await db.doc(`${ORDERS}/${orderId}`).get()).get('settlement.totalPaise'));
        if (keepsOutbox) outbox.push({ orderId, amountPaise });
        else await sendCash(orderId, amountPaise);
        if (outbox.length >= DAY.outboxFlush) await flushOutbox();
      }
    }
    // Unless the rider took another order while recording the cash.
    if (record.orderId === orderId) record.orderId = null;
    markFree(record);
  };

  const flushOutbox = async () => {
    const batch = outbox.splice(0);
    await Promise.all(batch.map((entry) => sendCash(entry.orderId, entry.amountPaise)));
  };

  const onOffer = (orderId: string, data: DocumentData) => {
    const order = recordFor(orderId);
    const seenAt = Date.now();
    order.standingOffers.add(record.uid);
    order.unofferedSince = null;
    record.offers.set(orderId, data);
    markFree(record);
    if (order.firstOfferSeenAt === undefined) {
      order.firstOfferSeenAt = seenAt;
      order.firstOfferWrittenAt = data.expiresAt.toMillis() - offerSeconds * 1000;
    }
    if (record.orderId !== null || stopped) return;
    void accept(orderId, data);
  };

  // An offer that came while the last trip was ending is still on the screen: taken once free.
  const takeStandingOffer = () => {
    const [first] = record.offers;
    if (first && !stopped) void accept(...first);
  };

  const accept = async (orderId: string, data: DocumentData) => {
    const sentAt = Date.now();
    accepting += 1;
    const answer = await call(acceptOffer, { orderId }, { token: await session.token() }).finally(
      () => (accepting -= 1),
    );
    if (answer.status !== 200) return;
    // The booking may have answered meanwhile: its record, not the stand-in heard before it.
    const taken = recordFor(orderId);
    taken.acceptedBy.push(record.uid);
    if (record.orderId !== null) record.heldTwo++;
    record.orderId = orderId;
    taken.riderId = record.uid;
    taken.status = 'assigned';
    taken.transitions.push({ to: 'assigned', sentAt, status: 200 });
    markFree(record);
    ledger.onAssigned?.(taken);
    void trip(orderId, data);
  };

  const onGone = (orderId: string) => {
    const order = recordFor(orderId);
    order.standingOffers.delete(record.uid);
    if (order.standingOffers.size === 0 && order.status === 'pending') order.unofferedSince = Date.now();
    record.offers.delete(orderId);
    markFree(record);
  };

  return {
    record,
    async goOnDuty() {
      await call(setDuty, {}, { token: await session.token(), body: { onDuty: true } });
      record.onDuty = true;
      await report();
      session.listen(onOffer, onGone);
      markFree(record);
    },
    startReporting(offsetMs) {
      setTimeout(() => {
        if (stopped) return;
        void report();
        reporting = setInterval(() => void report(), DAY.reportEveryMs);
      }, offsetMs);
    },
    flushOutbox,
    async stop() {
      stopped = true;
      clearInterval(reporting);
      await session.close();
    },
  };
}
