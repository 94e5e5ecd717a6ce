import { z } from 'zod';
import { plainText } from '../plain-text.js';

/**
 * An SOS alert (`sosAlerts/{alertId}`), raised by an order's customer or its rider from assignment
 * until 30 minutes after the trip ends. Platform admins read it on the safety desk; no client
 * writes it: the functions raise, acknowledge and close it, and keep each step's who and when.
 */
export const SOS_AFTER_END_MS = 30 * 60 * 1000;
/** An alert nobody acknowledged is brought to the admins again this often. */
export const SOS_REMIND_AFTER_MS = 2 * 60 * 1000;
/** India's single emergency number (ERSS). */
export const EMERGENCY_NUMBER = '112';

export const SOS_STATUSES = ['open', 'acknowledged', 'closed'] as const;
export type SosStatus = (typeof SOS_STATUSES)[number];

const degrees = (name: string, limit: number) =>
  z
    .number({ invalid_type_error: `The ${name} must be a number.` })
    .finite(`The ${name} must be a number.`)
    .min(-limit, `The ${name} must be between -${limit} and ${limit}.`)
    .max(limit, `The ${name} must be between -${limit} and ${limit}.`);

export const sosRequestSchema = z
  .object({
    lat: degrees('latitude', 90).optional(),
    lng: degrees('longitude', 180).optional(),
    accuracy: z
      .number({ invalid_type_error: 'The accuracy must be a number.' })
      .finite('The accuracy must be a number.')
      .min(0, 'The accuracy cannot be negative.')
      .max(100_000, 'The accuracy is too large.')
      .optional(),
    note: plainText({ label: 'The note', min: 1, max: 200, multiLine: true }).optional(),
  })
  .strict()
  .refine((value) => (value.lat === undefined) === (value.lng === undefined), {
    message: 'Send both latitude and longitude, or neither.',
    path: ['lng'],
  });
export type SosRequest = z.input<typeof sosRequestSchema>;

export const sosCloseSchema = z
  .object({ note: plainText({ label: 'The note', min: 1, max: 500, multiLine: true }) })
  .strict();
export type SosClose = z.input<typeof sosCloseSchema>;

/** Who an SOS was told to: the emergency contacts texted (their names) and how many admins. */
export interface SosTold {
  contacts: string[];
  admins: number;
}

export interface SosPosition {
  lat: number;
  lng: number;
  accuracy: number | null;
  /** Epoch ms of the fix. */
  at: number;
}

/** `sosAlerts/{alertId}` as stored; `Time` is the store's timestamp type on each side. */
export interface SosAlertDocument<Time> {
  orderId: string;
  /** The trip's pickup as stored, for the desk and the reminders. */
  pickup: string;
  raisedBy: string;
  role: 'customer' | 'rider';
  customerUid: string;
  customerName: string | null;
  customerPhone: string | null;
  riderId: string | null;
  riderName: string | null;
  riderPhone: string | null;
  vehicleRegistration: string | null;
  position: SosPosition | null;
  /** Where the position came from: the phone that raised it, or the rider's last report. */
  positionSource: 'phone' | 'rider' | null;
  /** What the person who raised it wrote, if anything. */
  raisedNote: string | null;
  status: SosStatus;
  raisedAt: Time;
  told: SosTold;
  remindedAt: Time | null;
  acknowledgedBy: string | null;
  acknowledgedAt: Time | null;
  closedBy: string | null;
  closedAt: Time | null;
  /** The admin's note on closing. */
  note: string | null;
}

/** `messages/{id}`: one text, in the shape the "Send Messages with Twilio" extension sends. */
export interface TextMessageDocument<Time> {
  to: string;
  body: string;
  kind: 'sos' | 'trip_share' | 'shop_delivery';
  orderId: string;
  createdAt: Time;
}

/**
 * Whether an SOS may be raised on an order now: while a rider has it (`assigned`, `picked_up`) and
 * for 30 minutes after a trip that had a rider ended (`endedAt`, epoch ms: the last status change).
 */
export function sosWindowOpen(
  order: { status: string; hadRider: boolean; endedAt: number | null },
  now: number,
): boolean {
  if (order.status === 'assigned' || order.status === 'picked_up') return true;
  if (!order.hadRider || order.endedAt === null) return false;
  if (!['delivered', 'cancelled', 'failed'].includes(order.status)) return false;
  return now - order.endedAt <= SOS_AFTER_END_MS;
}
