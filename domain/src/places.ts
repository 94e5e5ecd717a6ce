import { type Coordinates, distanceKm } from './geo.js';

/**
 * Named places customers pick instead of typing addresses: the answer of `GET /api/places` and
 * the text folding its search uses. Pure and free of zod, so the web can show places without
 * pulling the query schema (`place-query.ts`) into its bundles.
 */
/**
 * What a place is, so the app can label it and the search can put the place meant first. The
 * first four are the original values and stay valid; `landmark` is any other named place (a
 * hotel, park, shop), `address` a street address from the Google adapter.
 */
export const PLACE_KINDS = [
  'locality',
  'landmark',
  'town',
  'address',
  'monument',
  'hospital',
  'bus_stand',
  'railway_station',
  'metro_station',
  'airport',
  'temple',
  'college',
  'market',
  'mall',
  'attraction',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface PlaceSuggestion {
  id: string;
  name: string;
  /** What tells two places of the same name apart: district, pincode, a formatted address. */
  area: string;
  city: string;
  kind: PlaceKind;
  coordinates: Coordinates;
  /** Straight-line km from `near`, when the request gave one. */
  distanceKm?: number;
}

/** How a chosen place is written into the booking: name, then the area that locates it. */
export function placeLabel(place: Pick<PlaceSuggestion, 'name' | 'area' | 'city'>): string {
  const area = place.area.includes(place.city) ? place.area : `${place.area}, ${place.city}`;
  return `${place.name}, ${area}`.slice(0, 200);
}

/**
 * Case, accents and punctuation folded away: "Dayāl Bāgh" and "dayal-bagh" are the same words.
 * Only Latin letters lose their marks; in Devanagari the vowel signs are part of the word
 * ("स्वारगेट" stays whole).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

export function searchWords(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}

/**
 * Where the bundled places come from; shown wherever the app lists or maps places, as their
 * licences ask (OpenStreetMap: ODbL; GeoNames: CC BY 4.0; datameet's stations: CC0; the National
 * Hospital Directory of data.gov.in: GODL-India).
 */
export const PLACES_ATTRIBUTION =
  'Places © OpenStreetMap contributors (ODbL), GeoNames (CC BY 4.0), datameet, NHP India (GODL)';

/** The answer of `GET /api/places/reverse`: the known place nearest a position, named. */
export interface ReversePlace {
  place: PlaceSuggestion;
  /** Straight-line km from the position to the place. */
  distanceKm: number;
  /** "Near Swargate Police Station, Pune (450 m away)": what the app writes as the pickup. */
  label: string;
}

/** Closer than this, "near" a place says enough; farther, the distance is told too. */
export const NEAR_WITHOUT_DISTANCE_KM = 0.2;

/** "Near Swargate Police Station, Pune", with "(450 m away)" when farther than 200 m. */
export function nearLabel(place: Pick<PlaceSuggestion, 'name' | 'city'>, distanceKm: number): string {
  const where = place.city && !place.name.includes(place.city) ? `${place.name}, ${place.city}` : place.name;
  if (distanceKm <= NEAR_WITHOUT_DISTANCE_KM) return `Near ${where}`.slice(0, 200);
  const distance =
    distanceKm < 1 ? `${Math.round((distanceKm * 1000) / 10) * 10} m` : `${distanceKm.toFixed(1)} km`;
  return `Near ${where} (${distance} away)`.slice(0, 200);
}

/** Namesakes farther apart than this make a typed name doubtful. */
const SAME_PLACE_KM = 1;

/**
 * The one place typed text names without doubt, among a search's answers for it: its name (or the
 * label the app writes for it) is the text, up to case, accents and punctuation, and every other
 * answer so named lies within a kilometre of it. Null when none is so named or namesakes lie apart
 * ("Koregaon" the village and the park), so that the customer is asked to choose.
 */
export function placeNamedWithoutDoubt(
  text: string,
  answers: readonly PlaceSuggestion[],
): PlaceSuggestion | null {
  const typed = foldText(text);
  if (!typed) return null;
  const named = answers.filter(
    (place) => foldText(place.name) === typed || foldText(placeLabel(place)) === typed,
  );
  const [first] = named;
  if (!first) return null;
  return named.every((place) => distanceKm(place.coordinates, first.coordinates) <= SAME_PLACE_KM)
    ? first
    : null;
}
