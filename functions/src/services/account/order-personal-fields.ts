import { randomBytes } from 'node:crypto';
import { TOMBSTONE_PREFIX } from '../order-records/order-document.js';

/**
 * Which fields of an order document identify a person. When a customer deletes their account the
 * order itself stays (the platform must keep records of rides and deliveries it ran), but these
 * fields are removed and the customer's uid, wherever the order and its history name it, becomes
 * a tombstone. Pure, so it is tested without Firestore.
 */

/** What earlier versions wrote in place of a deleted customer (or left no uid at all). */
export const LEGACY_DELETED_CUSTOMER_UID = 'deleted-user';

/**
 * A random stand-in for a deleted customer's uid: `deleted-` and 128 random bits. Random rather
 * than derived from the uid, so nobody holding a uid can find that person's old orders. Auth makes
 * uids without a hyphen, so no account can hold one.
 */
export function newTombstone(): string {
  return `${TOMBSTONE_PREFIX}${randomBytes(16).toString('hex')}`;
}

/** Top-level fields that name or reach a person. */
const PERSONAL_TOP_LEVEL_FIELDS = [
  'customerName',
  'customerPhone',
  'customerPhoneNumber',
  'customerEmail',
  'customerCity',
  'customerCityName',
  'customerProfileImage',
  'receiver',
  'receiverName',
  'receiverPhone',
  'receiverPhoneNumber',
  'sender',
  'senderName',
  'senderPhone',
  'senderPhoneNumber',
  'contactName',
  'contactPhone',
  'notes',
  // The order id is derived from the uid and the request id, so with both a uid could be matched.
  'requestId',
] as const;

/** Fields inside the address and parcel maps that name or reach a person. */
const PERSONAL_NESTED_FIELDS = [
  'name',
  'phone',
  'phoneNumber',
  'contactName',
  'contactPhone',
  'receiver',
  'receiverName',
  'receiverPhone',
  'receiverPhoneNumber',
  'senderName',
  'senderPhone',
  'instructions',
  'notes',
] as const;
const MAPS_WITH_PERSONAL_FIELDS = ['pickup', 'dropOff', 'parcel'] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field paths (dot-separated, for a Firestore update) present in `order` that must be removed. */
export function personalOrderFieldPaths(order: Record<string, unknown>): string[] {
  const paths: string[] = PERSONAL_TOP_LEVEL_FIELDS.filter((field) => field in order);
  for (const mapName of MAPS_WITH_PERSONAL_FIELDS) {
    const map = order[mapName];
    if (!isPlainObject(map)) continue;
    for (const field of PERSONAL_NESTED_FIELDS) {
      if (field in map) paths.push(`${mapName}.${field}`);
    }
  }
  return paths;
}
