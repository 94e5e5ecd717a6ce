/**
 * What each gazetteer row is (`kind`, one of domain's PLACE_KINDS) and how prominent that makes
 * it before anything else is known (`rank`, 0 a café to 3 a station or town). Pure.
 */
import type { PlaceKind } from '../../domain/src/places.js';

/** An input's own `kind` column (kinded-inputs.ts); `other` is a named place of no listed kind. */
const KIND_OF_COLUMN: Record<string, PlaceKind> = {
  monument: 'monument',
  hospital: 'hospital',
  bus_stand: 'bus_stand',
  railway_station: 'railway_station',
  metro_station: 'metro_station',
  airport: 'airport',
  temple: 'temple',
  college: 'college',
  market: 'market',
  mall: 'mall',
  locality: 'locality',
  attraction: 'attraction',
  other: 'landmark',
};

/** Inputs without a `kind` column: their OSM (or source) type says it. Shops and eateries stay landmarks. */
const KIND_OF_TYPE: Record<string, PlaceKind> = {
  railway_station: 'railway_station',
  metro_station: 'metro_station',
  bus_station: 'bus_stand',
  airport: 'airport',
  hospital: 'hospital',
  mall: 'mall',
  department_store: 'mall',
  place_of_worship: 'temple',
  attraction: 'attraction',
  museum: 'attraction',
  zoo: 'attraction',
  viewpoint: 'attraction',
  peak: 'attraction',
  marketplace: 'market',
  college: 'college',
  university: 'college',
  monument: 'monument',
  memorial: 'monument',
  fort: 'monument',
};

export function inputKind(type: string, column: string | undefined): PlaceKind {
  return (column && KIND_OF_COLUMN[column]) || KIND_OF_TYPE[type] || 'landmark';
}

/**
 * Prominence by kind: what people book to by name (stations, towns) above what they name a place
 * by (hospitals, colleges, malls, localities) above places of worship; `landmark` keeps the rank
 * its type gives (a hotel or park 1, a shop or restaurant 0).
 */
const KIND_RANK: Partial<Record<PlaceKind, number>> = {
  airport: 3,
  railway_station: 3,
  metro_station: 3,
  bus_stand: 3,
  town: 3,
  monument: 2,
  hospital: 2,
  college: 2,
  market: 2,
  mall: 2,
  attraction: 2,
  locality: 2,
  temple: 1,
};

export function kindRank(kind: PlaceKind, typeRank: number): number {
  return KIND_RANK[kind] ?? typeRank;
}

/** A post office named after a college, market or fort stands for that place; the rest are localities. */
const POSTAL_KINDS: Array<[RegExp, PlaceKind]> = [
  [/\b(?:college|institute|university|academy|school)\b/i, 'college'],
  [/\b(?:hospital)\b/i, 'hospital'],
  [/\b(?:market|bazar|bazaar|mandi)\b/i, 'market'],
  [/\b(?:fort|mahal)\b/i, 'monument'],
  [/\b(?:temple|mandir)\b/i, 'temple'],
  [/\b(?:airport)\b/i, 'airport'],
];

export function postalKind(name: string, classified: 'locality' | 'landmark'): PlaceKind {
  if (classified === 'locality') return 'locality';
  return POSTAL_KINDS.find(([words]) => words.test(name))?.[1] ?? 'landmark';
}
