/** Which open-data rows become gazetteer places, and how their names are tidied. Pure. */
export interface DemoCity {
  name: 'Pune' | 'Agra';
  district: string;
  centre: { lat: number; lng: number };
  /** Post-office localities closer than this to the centre belong to the city. */
  localityRadiusKm: number;
  /** Towns (GeoNames cities1000) closer than this are offered too: trips reach them. */
  townRadiusKm: number;
}

export const DEMO_CITIES: DemoCity[] = [
  {
    name: 'Pune',
    district: 'Pune',
    centre: { lat: 18.5204, lng: 73.8567 },
    localityRadiusKm: 35,
    townRadiusKm: 40,
  },
  {
    name: 'Agra',
    district: 'Agra',
    centre: { lat: 27.1767, lng: 78.0081 },
    localityRadiusKm: 35,
    townRadiusKm: 40,
  },
];

/** Equirectangular distance: exact enough for a radius of tens of kilometres. */
export function withinKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
  km: number,
): boolean {
  const dLat = b.lat - a.lat;
  const dLng = (b.lng - a.lng) * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLng) * 111.2 <= km;
}

// India Post suffixes name the office, not the place: "Kothrud S.O" is Kothrud.
const OFFICE_SUFFIX = /\s+(?:H\.?\s?O|S\.?\s?O|B\.?\s?O|T\.?\s?S|M\.?\s?D\.?\s?G)\.?$/i;
// "(Pune)" and "(Agra)" tell two same-named offices apart; the city is shown beside the name anyway.
const CITY_QUALIFIER = /\s*\((?:pune|agra)\)$/i;

/** The place name a post-office row stands for, or null for codes nobody would search for. */
export function cleanPostalName(raw: string): string | null {
  const name = raw.replace(OFFICE_SUFFIX, '').replace(CITY_QUALIFIER, '').replace(/\s+/g, ' ').trim();
  const letters = name.replace(/[^\p{L}]/gu, '');
  // Unit codes such as "9 DRD" or "C.O.D." are no place a customer knows.
  if (letters.length < 3 || /^\d/.test(name) || /^(?:[A-Z]\.?\s?){2,5}$/.test(name)) return null;
  return name;
}

const LANDMARK_WORDS =
  /\b(?:college|institute|university|factory|hospital|cantt|cantonment|camp|market|bazar|bazaar|mandi|station|airport|depot|board|fort|court|collectrate|collectorate|secretariat|police|exchange|academy|school|estate|gymkhana|stadium|park|bridge|mahal|temple|mandir|chowk|road)\b/i;

export function classifyPlace(name: string): 'locality' | 'landmark' {
  return LANDMARK_WORDS.test(name) ? 'landmark' : 'locality';
}
