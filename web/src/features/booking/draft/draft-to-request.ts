import type { BookingRequestInput, Place, QuoteRequestInput } from '@dropwise/domain/booking';
import type { ParcelDraft } from './parcel-draft';
import type { DraftPlace, RideDraft } from './ride-draft';

/** A chosen place by its id, a located point (use my location) as a pin, else the typed text. */
function place(draft: DraftPlace): Place {
  if (draft.placeId) return { placeId: draft.placeId };
  if (draft.coordinates) return { coordinates: draft.coordinates };
  return { address: draft.address.trim() };
}

/** `YYYY-MM-DDTHH:mm` in the browser's time zone → ISO, or `now`. */
export function scheduleFromDraft(dateTime: string): string {
  if (!dateTime || dateTime === 'now') return 'now';
  const when = new Date(dateTime);
  return Number.isNaN(when.getTime()) ? dateTime : when.toISOString();
}

export function rideRequestFromDraft(draft: RideDraft): BookingRequestInput {
  return {
    kind: 'ride',
    requestId: draft.requestId,
    vehicleType: draft.vehicleType,
    scheduledAt: scheduleFromDraft(draft.dateTime),
    pickup: place(draft.pickupLocation),
    dropOff: place(draft.dropOffLocation),
    passengers: draft.numofPassengers,
  };
}

export function parcelRequestFromDraft(draft: ParcelDraft): BookingRequestInput {
  return {
    kind: 'parcel',
    requestId: draft.requestId,
    scheduledAt: 'now',
    pickup: place(draft.pickupLocation),
    dropOff: place(draft.dropOffLocation),
    parcel: { ...draft.parcel, sizeBand: draft.parcel.sizeBand || 'small' },
  };
}

export function rideQuoteFromDraft(draft: RideDraft): QuoteRequestInput {
  return {
    kind: 'ride',
    vehicleType: draft.vehicleType,
    // The estimate is priced in the time band the ride will start in, as its booking is.
    scheduledAt: scheduleFromDraft(draft.dateTime),
    pickup: place(draft.pickupLocation),
    dropOff: place(draft.dropOffLocation),
  };
}

export function parcelQuoteFromDraft(draft: ParcelDraft): QuoteRequestInput {
  return {
    kind: 'parcel',
    sizeBand: draft.parcel.sizeBand || 'small',
    pickup: place(draft.pickupLocation),
    dropOff: place(draft.dropOffLocation),
  };
}
