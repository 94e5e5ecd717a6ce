import type { Firestore } from 'firebase-admin/firestore';
import type { TripQuote } from '@dropwise/domain/api/orders';
import type { QuoteRequest } from '@dropwise/domain/booking';
import { type FareQuote, type FareTable, quoteFare as priceWith } from '@dropwise/domain/fares';
import { currentFareTable } from '../fares/current-fare-table.js';
import { locatePlace, locateTrip } from '../places/locate-place.js';
import { placesProvider } from '../places/places-from-env.js';

type Ends = Pick<QuoteRequest, 'pickup' | 'dropOff'>;

/**
 * A fare estimate from the current table; the same numbers bookOrder stores on the order. The trip
 * is priced in the time band of its pickup: the scheduled time, or now for as soon as possible.
 */
export function quoteWithTable(table: FareTable, request: QuoteRequest): FareQuote {
  return priceWith(table, {
    vehicleType: request.kind === 'ride' ? request.vehicleType : table.parcelVehicleType,
    pickup: request.pickup?.coordinates ?? null,
    dropOff: request.dropOff?.coordinates ?? null,
    parcelSizeBand: request.kind === 'parcel' ? request.sizeBand : null,
    at: request.scheduledAt?.getTime() ?? Date.now(),
  });
}

/** The ends a quote gave, located as a booking locates them. */
async function locateEnds({ pickup, dropOff }: Ends): Promise<Pick<TripQuote, 'pickup' | 'dropOff'>> {
  const provider = placesProvider();
  if (pickup && dropOff) return locateTrip(provider, { pickup, dropOff });
  return {
    ...(pickup ? { pickup: await locatePlace(provider, 'pickup', pickup) } : {}),
    ...(dropOff ? { dropOff: await locatePlace(provider, 'dropOff', dropOff) } : {}),
  };
}

/** The estimate for the ends as the server located them, with those ends. */
export async function quoteTrip(db: Firestore, request: QuoteRequest, table?: FareTable): Promise<TripQuote> {
  const [ends, current] = await Promise.all([locateEnds(request), table ?? currentFareTable(db)]);
  return { ...quoteWithTable(current, { ...request, ...ends }), ...ends };
}
