import { type Coordinates, coordinatesSchema } from '@dropwise/domain/fares';
import { createDraftStore } from './draft-store';

/** The steps of booking a ride, in order; `firstStep` is choosing the vehicle. */
export const RIDE_STEPS = ['firstStep', 'schedule', 'places', 'passengers', 'review'] as const;
export type RideStep = (typeof RIDE_STEPS)[number];

export interface DraftPlace {
  address: string;
  /** The chosen place's point; null while the address is the customer's own text. */
  coordinates: Coordinates | null;
  /** The place chosen from the suggestions: the server prices and labels the trip from it. */
  placeId?: string;
}

export const emptyPlace: DraftPlace = { address: '', coordinates: null };

export interface RideDraft {
  bookRiderStatus: RideStep;
  vehicleType: string;
  /** `now`, or the local date-time the customer picked (`YYYY-MM-DDTHH:mm`). */
  dateTime: string;
  pickupLocation: DraftPlace;
  dropOffLocation: DraftPlace;
  numofPassengers: number;
  currentOrderId: string;
  /** Made once per booking and reused by every retry of Confirm, so a retry is not a new order. */
  requestId: string;
}

export const initialRideDraft: RideDraft = {
  bookRiderStatus: 'firstStep',
  vehicleType: '',
  dateTime: 'now',
  pickupLocation: emptyPlace,
  dropOffLocation: emptyPlace,
  numofPassengers: 1,
  currentOrderId: '',
  requestId: '',
};

/** A stored draft with the right types but impossible values (an old version, a hand edit). */
export function repairRideDraft(draft: RideDraft): RideDraft {
  return {
    ...draft,
    bookRiderStatus: RIDE_STEPS.includes(draft.bookRiderStatus) ? draft.bookRiderStatus : 'firstStep',
    pickupLocation: repairPlace(draft.pickupLocation),
    dropOffLocation: repairPlace(draft.dropOffLocation),
    numofPassengers:
      Number.isInteger(draft.numofPassengers) && draft.numofPassengers >= 1 ? draft.numofPassengers : 1,
  };
}

export const rideDraftStore = createDraftStore<RideDraft>(
  'dropwise:draft:bookRider',
  initialRideDraft,
  repairRideDraft,
);

export function repairPlace(place: unknown): DraftPlace {
  const value = (place ?? {}) as Partial<Record<keyof DraftPlace, unknown>>;
  const coordinates = coordinatesSchema.safeParse(value.coordinates);
  return {
    address: typeof value.address === 'string' ? value.address : '',
    coordinates: coordinates.success ? coordinates.data : null,
    ...(typeof value.placeId === 'string' && value.placeId && coordinates.success
      ? { placeId: value.placeId }
      : {}),
  };
}
