import { CHOOSE_PLACE_MESSAGE, type LocatedPlace, type Place } from '@dropwise/domain/booking';
import type { Coordinates } from '@dropwise/domain/geo';
import { placeLabel, placeNamedWithoutDoubt } from '@dropwise/domain/places';
import { ApiError } from '../../lib/api-error.js';
import type { PlacesProvider } from './places-provider.js';
import { reversePlace } from './reverse-place.js';

export type TripEnd = 'pickup' | 'dropOff';

/** How many answers typed text is checked against for namesakes. */
const NAMESAKES = 10;

/** 400 naming the end that could not be located, and nothing stored. */
function cannotLocate(end: TripEnd, message: string): ApiError {
  return ApiError.invalidFields({ [end]: message });
}

/** A pin far from every known place: its label says where it is, in the customer's own terms. */
const pinLabel = (point: Coordinates) => `Pin at ${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;

/**
 * One end of a trip as the server will price and store it: a chosen place's own label and point
 * (looked up by its id), a pin labelled with the known place nearest it, or typed text located
 * only when it names one known place without doubt. The client's label and point are never
 * taken on trust, so a fare is never priced from a point its label contradicts, nor without one.
 */
export async function locatePlace(
  provider: PlacesProvider,
  end: TripEnd,
  place: Place,
): Promise<LocatedPlace> {
  if (place.placeId !== undefined) {
    const found = await provider.place(place.placeId);
    if (!found) throw cannotLocate(end, `This place is no longer known. ${CHOOSE_PLACE_MESSAGE}`);
    return { address: placeLabel(found), coordinates: found.coordinates };
  }
  if (place.coordinates) {
    const near = await reversePlace(provider, place.coordinates);
    return { address: near?.label ?? pinLabel(place.coordinates), coordinates: place.coordinates };
  }
  const text = place.address ?? '';
  const named = placeNamedWithoutDoubt(text, await provider.search({ q: text, limit: NAMESAKES }));
  if (!named) throw cannotLocate(end, CHOOSE_PLACE_MESSAGE);
  return { address: placeLabel(named), coordinates: named.coordinates };
}

/** Both ends, located at once; the drop-off may not be where the pickup is. */
export async function locateTrip(
  provider: PlacesProvider,
  trip: { pickup: Place; dropOff: Place },
): Promise<{ pickup: LocatedPlace; dropOff: LocatedPlace }> {
  const [pickup, dropOff] = await Promise.all([
    locatePlace(provider, 'pickup', trip.pickup),
    locatePlace(provider, 'dropOff', trip.dropOff),
  ]);
  if (
    pickup.coordinates.lat === dropOff.coordinates.lat &&
    pickup.coordinates.lng === dropOff.coordinates.lng
  ) {
    throw cannotLocate('dropOff', 'The drop-off must be different from the pickup.');
  }
  return { pickup, dropOff };
}
