import type { Firestore } from 'firebase-admin/firestore';
import type { QuoteRequest } from '@dropwise/domain/booking';
import { type FareQuote, type FareTable, quoteFare as priceWith } from '@dropwise/domain/fares';
import { currentFareTable } from '../fares/current-fare-table.js';

/** A fare estimate from the current table; the same numbers bookOrder stores on the order. */
export function quoteWithTable(table: FareTable, request: QuoteRequest): FareQuote {
  return priceWith(table, {
    vehicleType: request.kind === 'ride' ? request.vehicleType : table.parcelVehicleType,
    pickup: request.pickup?.coordinates ?? null,
    dropOff: request.dropOff?.coordinates ?? null,
    parcelSizeBand: request.kind === 'parcel' ? request.sizeBand : null,
  });
}

export async function quoteFare(db: Firestore, request: QuoteRequest, table?: FareTable): Promise<FareQuote> {
  return quoteWithTable(table ?? (await currentFareTable(db)), request);
}
