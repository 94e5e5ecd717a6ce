import type { BookingRequestInput, QuoteRequest } from '@domain/booking';
import type { Coordinates } from '@domain/fares';
import type { ParcelDraft } from './parcel-draft';
import type { DraftPlace, RideDraft } from './ride-draft';

/** "18.52, 73.85" as typed → coordinates; anything else → null (the address alone is used). */
export function parseCoordinates(text: string): Coordinates | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

function place(draft: DraftPlace) {
  return { address: draft.address.trim(), coordinates: parseCoordinates(draft.coordinates) };
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

export function rideQuoteFromDraft(draft: RideDraft): QuoteRequest {
  return {
    kind: 'ride',
    vehicleType: draft.vehicleType,
    pickup: place(draft.pickupLocation),
    dropOff: place(draft.dropOffLocation),
  };
}

export function parcelQuoteFromDraft(draft: ParcelDraft): QuoteRequest {
  return {
    kind: 'parcel',
    sizeBand: draft.parcel.sizeBand || 'small',
    pickup: place(draft.pickupLocation),
    dropOff: place(draft.dropOffLocation),
  };
}
