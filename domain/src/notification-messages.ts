import type { OrderKind } from './booking.js';
import { isOrderStatus, type OrderStatus } from './order-lifecycle.js';

/**
 * What a notification says, without the words: a key and the values it needs. A feed document
 * keeps it beside its English `title` and `body`, so the push can be sent in the recipient's
 * language and the app can show it in whatever language it is in when the user reads it.
 * Addresses, names and reasons are what people typed and are shown as typed.
 */
export type NotificationMessage =
  /** To the customer: a new booking. */
  | { key: 'orderBooked'; values: { kind: OrderKind; pickup: string } }
  /** To the customer: their order moved to `status`. */
  | {
      key: 'orderStatus';
      values: { kind: OrderKind; status: OrderStatus; reason: string | null; riderName: string | null };
    }
  /** To the customer: their rider went off duty before the pickup; another one is being found. */
  | { key: 'riderSearch'; values: { kind: OrderKind } }
  /** To a rider: an order is now theirs. */
  | { key: 'riderOrderAssigned'; values: { pickup: string; dropOff: string } }
  /** To a rider: an order of theirs moved to `status`. */
  | { key: 'riderOrderStatus'; values: { status: OrderStatus; pickup: string; reason: string | null } }
  /** To a rider: an order they had went to another rider. */
  | { key: 'riderOrderReassigned'; values: { pickup: string } }
  /** To the admins: too many wrong handover codes locked an order. */
  | { key: 'handoverLocked'; values: { kind: OrderKind; pickup: string } }
  /** To a rider: an order is offered to them for a short while (automatic dispatch). */
  | { key: 'riderOffer'; values: { kind: OrderKind; pickup: string } }
  /** To a rider: put off duty after letting offers run out in a row. */
  | { key: 'riderMissedOffers'; values: Record<string, never> }
  /** To the admins: nobody took an order's offers; it waits on the dispatch board. */
  | { key: 'dispatchNoRider'; values: { kind: OrderKind; pickup: string } }
  /** To the customer: the wait for a free rider is over; a person will assign one. */
  | { key: 'orderNoRider'; values: { kind: OrderKind; pickup: string } }
  /** To the admins: a customer rated a trip 2 stars or fewer. */
  | { key: 'lowRating'; values: { kind: OrderKind; pickup: string; stars: string } }
  /** To the admins: someone on a trip pressed SOS (`by`: their name as stored). */
  | { key: 'sosRaised'; values: { pickup: string; by: string } }
  /** To the admins again: an SOS nobody has acknowledged for 2 minutes. */
  | { key: 'sosUnanswered'; values: { pickup: string; by: string } }
  /** To a rider: taken off duty because a paper expired. */
  | { key: 'riderPapersLapsed'; values: Record<string, never> }
  /** To whoever filed a complaint: an admin answered it and is still working on it, or resolved it. */
  | { key: 'complaintInProgress'; values: { reference: string } }
  | { key: 'complaintResolved'; values: { reference: string } };

export type NotificationKey = NotificationMessage['key'];
export type ValuesOf<K extends NotificationKey> = Extract<NotificationMessage, { key: K }>['values'];

export interface NotificationText {
  title: string;
  body: string;
}

type Field = 'kind' | 'status' | 'text' | 'textOrNull';
const fields: { [K in NotificationKey]: Record<keyof ValuesOf<K>, Field> } = {
  orderBooked: { kind: 'kind', pickup: 'text' },
  orderStatus: { kind: 'kind', status: 'status', reason: 'textOrNull', riderName: 'textOrNull' },
  riderSearch: { kind: 'kind' },
  riderOrderAssigned: { pickup: 'text', dropOff: 'text' },
  riderOrderStatus: { status: 'status', pickup: 'text', reason: 'textOrNull' },
  riderOrderReassigned: { pickup: 'text' },
  handoverLocked: { kind: 'kind', pickup: 'text' },
  riderOffer: { kind: 'kind', pickup: 'text' },
  riderMissedOffers: {},
  dispatchNoRider: { kind: 'kind', pickup: 'text' },
  orderNoRider: { kind: 'kind', pickup: 'text' },
  lowRating: { kind: 'kind', pickup: 'text', stars: 'text' },
  sosRaised: { pickup: 'text', by: 'text' },
  sosUnanswered: { pickup: 'text', by: 'text' },
  riderPapersLapsed: {},
  complaintInProgress: { reference: 'text' },
  complaintResolved: { reference: 'text' },
};

function readField(field: Field, value: unknown): { ok: boolean; value: unknown } {
  switch (field) {
    case 'kind':
      return { ok: value === 'ride' || value === 'parcel', value };
    case 'status':
      return { ok: isOrderStatus(value), value };
    case 'text':
      return { ok: typeof value === 'string', value };
    case 'textOrNull':
      return { ok: value == null || typeof value === 'string', value: value ?? null };
  }
}

/**
 * The `message` of a stored feed document, or null when there is none or it is not one this
 * version knows (a document from before messages, or from a newer release): the reader then shows
 * the stored English title and body.
 */
export function readNotificationMessage(stored: unknown): NotificationMessage | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { key, values } = stored as { key?: unknown; values?: unknown };
  if (typeof key !== 'string' || !Object.hasOwn(fields, key)) return null;
  if (typeof values !== 'object' || values === null) return null;
  const read: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields[key as NotificationKey]) as Array<[string, Field]>) {
    const { ok, value } = readField(field, (values as Record<string, unknown>)[name]);
    if (!ok) return null;
    read[name] = value;
  }
  return { key, values: read } as NotificationMessage;
}
