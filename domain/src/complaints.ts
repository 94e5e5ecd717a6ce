import { z } from 'zod';
import type { OrderKind } from './booking.js';
import { FINAL_STATUSES, type OrderStatus } from './order-lifecycle.js';
import { plainText } from './plain-text.js';
import { withOnlyKeys } from './strict-keys.js';

/**
 * Complaints about an order (`complaints/{id}`), filed by its customer or its rider and answered
 * by an admin within the grievance officer's stated days (docs/complaints.md). Only the API reads
 * and writes them.
 */
export const COMPLAINT_CATEGORIES = [
  'fare',
  'safety',
  'behaviour',
  'lost_item',
  'payment',
  'app',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 1000;
/** How long after an order ended it may still be complained about. */
export const COMPLAINT_WINDOW_DAYS = 30;
/** One person's complaints on one order, at most: enough to follow up, too few to flood the desk. */
export const COMPLAINTS_PER_PERSON_PER_ORDER = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

export const COMPLAINT_CATEGORY_MESSAGE = 'Choose what the problem is about.';

/** The form's fields: what a person picks and types. */
export const complaintFieldsSchema = z.object({
  category: z.enum(COMPLAINT_CATEGORIES, { errorMap: () => ({ message: COMPLAINT_CATEGORY_MESSAGE }) }),
  text: plainText({
    label: 'The description',
    min: COMPLAINT_TEXT_MIN,
    max: COMPLAINT_TEXT_MAX,
    multiLine: true,
  }),
});

/** The API's body: the same fields and no other, each unknown key named as its own field. */
export const complaintRequestSchema = withOnlyKeys(complaintFieldsSchema, ['category', 'text']);
export type ComplaintRequest = z.input<typeof complaintFieldsSchema>;

/** Who filed a complaint, as the order knows them. */
export type ComplaintRole = 'customer' | 'rider';

/**
 * Whether an order may be complained about at `now`: while it is open, and for 30 days after it
 * ended (`endedAt`, epoch ms: delivered, cancelled or failed). An ended order with no known end
 * time is taken as just ended, so the person is not refused for the store's gap.
 */
export function complaintWindowOpen(
  order: { status: OrderStatus; endedAt: number | null },
  now: number,
): boolean {
  if (!FINAL_STATUSES.includes(order.status) || order.endedAt === null) return true;
  return now - order.endedAt <= COMPLAINT_WINDOW_DAYS * DAY_MS;
}

/** When the answer is due: the filing time plus the officer's stated days. */
export function complaintDueBy(filedAt: number, answerWithinDays: number): number {
  return filedAt + answerWithinDays * DAY_MS;
}

/** Whether a complaint is past its due date and still not resolved. */
export function complaintOverdue(
  complaint: { status: ComplaintStatus; dueBy: number },
  now: number,
): boolean {
  return complaint.status !== 'resolved' && complaint.dueBy < now;
}

/**
 * The characters of a complaint id: digits and capitals without 0, 1, I, L and O, which people
 * misread when they say or type a reference.
 */
export const COMPLAINT_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const COMPLAINT_ID_LENGTH = 8;
const COMPLAINT_ID = new RegExp(`^[${COMPLAINT_ID_ALPHABET}]{${COMPLAINT_ID_LENGTH}}$`);

/** A complaint id from random bytes (one byte per character; at least COMPLAINT_ID_LENGTH). */
export function complaintIdFrom(bytes: Uint8Array): string {
  if (bytes.length < COMPLAINT_ID_LENGTH) throw new Error(`Give ${COMPLAINT_ID_LENGTH} random bytes.`);
  return Array.from(bytes.subarray(0, COMPLAINT_ID_LENGTH), (byte) =>
    COMPLAINT_ID_ALPHABET.charAt(byte % COMPLAINT_ID_ALPHABET.length),
  ).join('');
}

export function isComplaintId(value: string): boolean {
  return COMPLAINT_ID.test(value);
}

/** What a person quotes: `DWC-` and the complaint's id, e.g. `DWC-7K3MQ2XA`. */
export function complaintReference(complaintId: string): string {
  return `DWC-${complaintId}`;
}

/** `complaints/{id}` as stored; `Time` is the store's timestamp type on each side. */
export interface ComplaintDocument<Time> {
  orderId: string;
  orderKind: OrderKind;
  customerUid: string;
  riderId: string | null;
  by: { uid: string; role: ComplaintRole };
  /** The filer's name as the order holds it, for the desk. */
  byName: string | null;
  category: ComplaintCategory;
  text: string;
  status: ComplaintStatus;
  answer: string | null;
  answeredAt: Time | null;
  answeredBy: string | null;
  reference: string;
  createdAt: Time;
  dueBy: Time;
}
