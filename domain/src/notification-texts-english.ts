import type { OrderKind } from './booking.js';
import type { ByStatus, Texts } from './notification-messages.js';
import { STATUS_LABELS } from './order-lifecycle.js';
import { withReasonAndRider } from './notification-status-text.js';

type ByKind = Record<OrderKind, string>;

const capitalisedKind: ByKind = { ride: 'Ride', parcel: 'Parcel' };

/** The notifications in English: the words the feed stores beside each message. */
export const english: Texts = {
  orderBooked: ({ kind, pickup }) => ({
    title: `${capitalisedKind[kind]} booked`,
    body: `We have your booking from ${pickup}. We will tell you when it is accepted.`,
  }),
  orderStatus: withReasonAndRider({ reason: 'Reason', rider: 'Rider', stop: '.' }, ({ kind, status }) => {
    const said: Partial<ByStatus<string>> = {
      accepted: `Your ${kind} is accepted. We are finding a rider.`,
      assigned: 'A rider is assigned and on the way to the pickup.',
      picked_up: kind === 'ride' ? 'Your ride has started.' : 'Your parcel has been picked up.',
      delivered:
        kind === 'ride'
          ? 'You have arrived. Thank you for riding with Dropwise.'
          : 'Your parcel has been delivered.',
      cancelled: `Your ${kind} is cancelled.`,
      failed: `Your ${kind} could not be completed.`,
    };
    return {
      title: `${capitalisedKind[kind]}: ${STATUS_LABELS[status]}`,
      body: said[status] ?? `Your ${kind} is ${STATUS_LABELS[status].toLowerCase()}.`,
    };
  }),
  riderSearch: ({ kind }) => ({
    title: `${capitalisedKind[kind]}: a new rider is being found`,
    body: `Your rider is no longer available. A new rider is being found for your ${kind}.`,
  }),
  riderOrderAssigned: ({ pickup, dropOff }) => ({
    title: 'New order assigned',
    body: `Pick up at ${pickup}, drop off at ${dropOff}.`,
  }),
  riderOrderStatus: ({ status, pickup, reason }) => ({
    title: `Order ${STATUS_LABELS[status].toLowerCase()}`,
    body: `The order from ${pickup} is ${STATUS_LABELS[status].toLowerCase()}.${reason ? ` Reason: ${reason}` : ''}`,
  }),
  riderOrderReassigned: ({ pickup }) => ({
    title: 'Order reassigned',
    body: `The order from ${pickup} went to another rider.`,
  }),
  handoverLocked: ({ kind, pickup }) => ({
    title: 'Handover code locked',
    body: `Too many wrong codes on the ${kind} from ${pickup}. Complete the step with a reason once you have checked.`,
  }),
  riderOffer: ({ kind, pickup }) => ({
    title: `New ${kind} offer`,
    body: `Pick up at ${pickup}. Open Dropwise to accept it before the offer ends.`,
  }),
  riderMissedOffers: () => ({
    title: 'You are now off duty',
    body: 'Three offers in a row ended without an answer, so we took you off duty. Go on duty again when you are ready for orders.',
  }),
  dispatchNoRider: ({ kind, pickup }) => ({
    title: 'No rider found',
    body: `Nobody took the ${kind} from ${pickup}. It is back on the dispatch board for you to assign.`,
  }),
  lowRating: ({ kind, pickup, stars }) => ({
    title: `Low rating: ${stars} of 5`,
    body: `A customer rated the ${kind} from ${pickup} ${stars} of 5. Look at what happened and talk to the rider.`,
  }),
};
