import type { OrderKind } from './booking.js';
import type { Language } from './languages.js';
import type {
  NotificationKey,
  NotificationMessage,
  NotificationText,
  ValuesOf,
} from './notification-messages.js';
import type { OrderStatus } from './order-lifecycle.js';
import en from './notification-texts/en.json';
import hi from './notification-texts/hi.json';
import mr from './notification-texts/mr.json';

type ByKind = Record<OrderKind, NotificationText>;

/**
 * One language's words for every notification, kept as data so that translators edit whole
 * sentences, not code. A sentence names the values it shows as `{pickup}`, the plain-argument
 * form of the ICU messages the app's own catalogues use. Where a language's grammar changes with
 * the order's kind or status, the catalogue has a sentence for each (in Hindi राइड is feminine and
 * पार्सल masculine; in Marathi पार्सल is neuter). A status is named as the app's `common`
 * catalogue names it, so a notification and the order page agree.
 */
export interface NotificationCatalogue {
  orderBooked: ByKind;
  orderStatus: Record<OrderStatus, ByKind>;
  riderSearch: ByKind;
  riderOrderAssigned: NotificationText;
  riderOrderStatus: Record<OrderStatus, NotificationText>;
  riderOrderReassigned: NotificationText;
  handoverLocked: ByKind;
  riderOffer: ByKind;
  riderMissedOffers: NotificationText;
  dispatchNoRider: ByKind;
  orderNoRider: ByKind;
  lowRating: ByKind;
  sosRaised: NotificationText;
  sosUnanswered: NotificationText;
  riderPapersLapsed: NotificationText;
  complaintInProgress: NotificationText;
  complaintResolved: NotificationText;
  /** Added after a status sentence when the change came with a reason. */
  reason: string;
  /** Added after a customer's status sentence when a rider is named. */
  rider: string;
}

// Assigning the imported JSON to the interface makes a missing sentence a type error.
export const notificationCatalogues: Record<Language, NotificationCatalogue> = { en, hi, mr };

/** Which sentence of a catalogue a message takes, chosen by its kind and status. */
const sentenceOf: {
  [K in NotificationKey]: (catalogue: NotificationCatalogue, values: ValuesOf<K>) => NotificationText;
} = {
  orderBooked: (c, { kind }) => c.orderBooked[kind],
  orderStatus: (c, { status, kind }) => c.orderStatus[status][kind],
  riderSearch: (c, { kind }) => c.riderSearch[kind],
  riderOrderAssigned: (c) => c.riderOrderAssigned,
  riderOrderStatus: (c, { status }) => c.riderOrderStatus[status],
  riderOrderReassigned: (c) => c.riderOrderReassigned,
  handoverLocked: (c, { kind }) => c.handoverLocked[kind],
  riderOffer: (c, { kind }) => c.riderOffer[kind],
  riderMissedOffers: (c) => c.riderMissedOffers,
  dispatchNoRider: (c, { kind }) => c.dispatchNoRider[kind],
  orderNoRider: (c, { kind }) => c.orderNoRider[kind],
  lowRating: (c, { kind }) => c.lowRating[kind],
  sosRaised: (c) => c.sosRaised,
  sosUnanswered: (c) => c.sosUnanswered,
  riderPapersLapsed: (c) => c.riderPapersLapsed,
  complaintInProgress: (c) => c.complaintInProgress,
  complaintResolved: (c) => c.complaintResolved,
};

/** The sentence with its `{name}` places filled; what people typed is put in as typed. */
function fill(sentence: string, values: Readonly<Record<string, unknown>>): string {
  return sentence.replace(/\{(\w+)\}/g, (place, name: string) =>
    typeof values[name] === 'string' ? values[name] : place,
  );
}

/** The reason and the rider's name that follow a status sentence, in the catalogue's words. */
function afterwords(catalogue: NotificationCatalogue, message: NotificationMessage): string[] {
  if (message.key === 'orderStatus') {
    const { reason, riderName } = message.values;
    return [
      ...(reason ? [fill(catalogue.reason, { reason })] : []),
      ...(riderName !== null ? [fill(catalogue.rider, { riderName })] : []),
    ];
  }
  if (message.key === 'riderOrderStatus' && message.values.reason) {
    return [fill(catalogue.reason, { reason: message.values.reason })];
  }
  return [];
}

/** A notification's title and body in a language; in English, exactly what the feed stores. */
export function renderNotification(message: NotificationMessage, language: Language): NotificationText {
  const catalogue = notificationCatalogues[language];
  const pick = sentenceOf[message.key] as (
    catalogue: NotificationCatalogue,
    values: NotificationMessage['values'],
  ) => NotificationText;
  const { title, body } = pick(catalogue, message.values);
  const values = message.values as Readonly<Record<string, unknown>>;
  return {
    title: fill(title, values),
    body: [fill(body, values), ...afterwords(catalogue, message)].join(' '),
  };
}
