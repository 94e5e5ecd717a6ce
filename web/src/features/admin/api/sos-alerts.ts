import { SOS_ALERTS } from '@dropwise/domain/collections';
import type { SosAlertDocument, SosPosition, SosStatus } from '@dropwise/domain/safety/sos';
import {
  collection,
  type DocumentSnapshot,
  limit,
  orderBy,
  query,
  type QuerySnapshot,
  where,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { dateOrNull, readRecord, text, textOrNull } from '@/lib/firebase/read-record';
import { type Live, useLive } from '@/lib/firebase/use-live';
import { toRiderPosition } from '@/lib/trip/rider-position';

/** An alert as the desk shows it; a time the store has not stamped yet reads as null. */
export type SosAlert = SosAlertDocument<Date | null> & { id: string };

/** The desk lists the newest alerts this far back; any still open are added whatever their age. */
export const DESK_ALERTS = 100;
/** The banner only needs to know whether any alert is open, and roughly how many. */
export const OPEN_ALERTS = 10;

// Types only from the SOS module: its schemas (and zod) stay out of the banner every admin screen loads.
const statusOf = (value: unknown): SosStatus =>
  value === 'acknowledged' || value === 'closed' ? value : 'open';

// The position is stored in the shape of a rider's report, and read by the same reader.
const positionOrNull = (value: unknown): SosPosition | null =>
  value && typeof value === 'object' ? toRiderPosition(value) : null;

function toldOf(value: unknown): SosAlert['told'] {
  const { contacts, admins } = (value ?? {}) as { contacts?: unknown; admins?: unknown };
  return {
    contacts: Array.isArray(contacts)
      ? contacts.filter((name): name is string => typeof name === 'string')
      : [],
    admins: typeof admins === 'number' ? admins : 0,
  };
}

const alertFields = {
  orderId: text,
  pickup: text,
  raisedBy: text,
  role: (value: unknown) => (value === 'rider' ? 'rider' : 'customer') as SosAlert['role'],
  customerUid: text,
  customerName: textOrNull,
  customerPhone: textOrNull,
  riderId: textOrNull,
  riderName: textOrNull,
  riderPhone: textOrNull,
  vehicleRegistration: textOrNull,
  position: positionOrNull,
  positionSource: (value: unknown) =>
    value === 'phone' || value === 'rider' ? (value as SosAlert['positionSource']) : null,
  raisedNote: textOrNull,
  status: statusOf,
  raisedAt: dateOrNull,
  told: toldOf,
  remindedAt: dateOrNull,
  acknowledgedBy: textOrNull,
  acknowledgedAt: dateOrNull,
  closedBy: textOrNull,
  closedAt: dateOrNull,
  note: textOrNull,
};

/** `sosAlerts/{alertId}` as the desk reads it (written by the functions, checked lightly here). */
export function toSosAlert(snapshot: DocumentSnapshot): SosAlert {
  return readRecord(snapshot, alertFields);
}

const readAlerts = (snapshot: QuerySnapshot) => snapshot.docs.map(toSosAlert);

/** The newest alerts, live, newest first (`raisedAt` alone needs no composite index). */
export function useSosAlerts(): Live<SosAlert[]> {
  const alerts = collection(useFirestore(), SOS_ALERTS);
  return useLive(query(alerts, orderBy('raisedAt', 'desc'), limit(DESK_ALERTS)), readAlerts);
}

/**
 * The alerts nobody has acknowledged, live: an equality on one field with a small limit, cheap
 * enough for every admin screen to keep open.
 */
export function useOpenSosAlerts(): Live<SosAlert[]> {
  const alerts = collection(useFirestore(), SOS_ALERTS);
  const open: SosStatus = 'open';
  return useLive(query(alerts, where('status', '==', open), limit(OPEN_ALERTS)), readAlerts);
}
