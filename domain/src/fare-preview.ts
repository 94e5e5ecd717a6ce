import { type BandHours, indiaMinuteOfDay } from './fare-bands.js';
import { type FareQuote, type FareTable, quoteFare } from './fares.js';

/**
 * What trips of given lengths would cost, for the admins' fare screen: quoteFare itself, over two
 * points the distance apart, so the preview and a real quote never price a kilometre differently.
 */

/** The km in one degree of latitude, on the sphere distanceKm measures on (radius 6371 km). */
const KM_PER_DEGREE_OF_LATITUDE = (6371 * Math.PI) / 180;
/** Where the two points of a preview start: any place works, distance alone is priced. */
const ORIGIN = { lat: 18.52, lng: 73.85 };

/** The quote for a trip of `km` by `vehicleType` starting at `at` (epoch ms). */
export function quoteDistance(table: FareTable, vehicleType: string, km: number, at: number): FareQuote {
  const dropOff = { lat: ORIGIN.lat + km / KM_PER_DEGREE_OF_LATITUDE, lng: ORIGIN.lng };
  return quoteFare(table, { vehicleType, pickup: ORIGIN, dropOff, at });
}

/** An instant (epoch ms) at the first minute of a band, India time, on the day of `day`. */
export function instantInBand(band: BandHours, day: number): number {
  const [hours, minutes] = band.from.split(':').map(Number) as [number, number];
  const startOfMinute = day - (day % 60_000);
  const shift = hours * 60 + minutes - indiaMinuteOfDay(startOfMinute);
  return startOfMinute + shift * 60_000;
}
