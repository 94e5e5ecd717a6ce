import type { Coordinates } from '@dropwise/domain/fares';
import type { PlaceKind, PlaceSuggestion } from '@dropwise/domain/places';
import type { PlaceQuery } from '@dropwise/domain/place-query';
import { distanceKm } from '@dropwise/domain/fares';
import { type PlacesProvider, PlacesProviderError } from './places-provider.js';

export interface GoogleGeocodingOptions {
  apiKey: string;
  /** A ccTLD region code ("in"): results are biased to it and kept inside the country. */
  region: string;
  /** Overridable so tests can point the adapter at a local fake server. */
  baseUrl?: string;
  language?: string;
  timeoutMs?: number;
  /** Half the side, in degrees, of the box around `near` that results are biased towards. */
  nearBiasDegrees?: number;
}

interface GeocodeResult {
  place_id?: string;
  formatted_address?: string;
  types?: string[];
  geometry?: { location?: { lat?: number; lng?: number } };
  address_components?: Array<{ long_name?: string; types?: string[] }>;
}

interface GeocodeAnswer {
  status?: string;
  results?: GeocodeResult[];
  error_message?: string;
}

export const GOOGLE_GEOCODING_BASE_URL = 'https://maps.googleapis.com';
const ID_PREFIX = 'google-';

/**
 * Place search through the Google Geocoding API: forward geocoding for typed text (biased to a
 * box around `near` and kept inside the region's country), reverse geocoding for a bare `near`.
 * Any failure (network, timeout, quota, a refused key) is a PlacesProviderError, so the caller
 * can answer from the gazetteer instead.
 */
export class GoogleGeocodingPlaces implements PlacesProvider {
  readonly name = 'google-geocoding';
  private readonly options: Required<GoogleGeocodingOptions>;

  constructor(options: GoogleGeocodingOptions) {
    this.options = {
      baseUrl: GOOGLE_GEOCODING_BASE_URL,
      language: 'en',
      timeoutMs: 3000,
      nearBiasDegrees: 0.25,
      ...options,
    };
  }

  async search({ q, near, limit }: PlaceQuery): Promise<PlaceSuggestion[]> {
    const { apiKey, region, language, nearBiasDegrees } = this.options;
    const params = new URLSearchParams({ key: apiKey, language, region });
    if (q) {
      params.set('address', q);
      params.set('components', `country:${region.toUpperCase()}`);
      if (near) params.set('bounds', biasBox(near, nearBiasDegrees));
    } else if (near) {
      params.set('latlng', `${near.lat},${near.lng}`);
    }
    const places = (await this.geocode(params)).flatMap((result) => toSuggestion(result, near));
    if (near) places.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
    return places.slice(0, limit);
  }

  /** One of this adapter's ids (`google-<place_id>`), looked up by its place id. */
  async place(id: string): Promise<PlaceSuggestion | null> {
    const placeId = id.startsWith(ID_PREFIX) ? id.slice(ID_PREFIX.length) : '';
    if (!/^[\w-]{10,}$/.test(placeId)) return null;
    const { apiKey, region, language } = this.options;
    const params = new URLSearchParams({ key: apiKey, language, region, place_id: placeId });
    const [result] = await this.geocode(params);
    return result ? (toSuggestion(result, undefined)[0] ?? null) : null;
  }

  private async geocode(params: URLSearchParams): Promise<GeocodeResult[]> {
    const base = this.options.baseUrl.replace(/\/$/, '');
    const answer = await this.fetchJson(`${base}/maps/api/geocode/json?${params}`);
    if (answer.status === 'ZERO_RESULTS') return [];
    if (answer.status !== 'OK' || !Array.isArray(answer.results)) {
      throw new PlacesProviderError(
        `Geocoding answered ${answer.status ?? 'no status'}: ${answer.error_message ?? ''}`,
      );
    }
    return answer.results;
  }

  private async fetchJson(url: string): Promise<GeocodeAnswer> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      throw new PlacesProviderError(`Geocoding unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new PlacesProviderError(`Geocoding answered HTTP ${response.status}`);
    try {
      return (await response.json()) as GeocodeAnswer;
    } catch {
      throw new PlacesProviderError('Geocoding answered something that is not JSON');
    }
  }
}

function biasBox(near: Coordinates, degrees: number): string {
  return `${near.lat - degrees},${near.lng - degrees}|${near.lat + degrees},${near.lng + degrees}`;
}

const LANDMARK_TYPES = [
  'point_of_interest',
  'establishment',
  'transit_station',
  'train_station',
  'shopping_mall',
];
const LOCALITY_TYPES = ['locality', 'sublocality', 'neighborhood', 'political'];
/** Google's types that name one of our kinds; other establishments stay landmarks. */
const KIND_OF_TYPE: Record<string, PlaceKind> = {
  airport: 'airport',
  train_station: 'railway_station',
  subway_station: 'metro_station',
  light_rail_station: 'metro_station',
  bus_station: 'bus_stand',
  hospital: 'hospital',
  shopping_mall: 'mall',
  hindu_temple: 'temple',
  university: 'college',
  tourist_attraction: 'attraction',
};

function toSuggestion(result: GeocodeResult, near: Coordinates | undefined): PlaceSuggestion[] {
  const lat = result.geometry?.location?.lat;
  const lng = result.geometry?.location?.lng;
  const formatted = result.formatted_address?.trim();
  if (typeof lat !== 'number' || typeof lng !== 'number' || !formatted) return [];
  const components = result.address_components ?? [];
  const city =
    components.find((component) => component.types?.includes('locality'))?.long_name ??
    components.find((component) => component.types?.includes('administrative_area_level_3'))?.long_name ??
    '';
  const [first = formatted, ...rest] = formatted.split(', ');
  const types = result.types ?? [];
  const kind: PlaceKind =
    types.map((type) => KIND_OF_TYPE[type]).find((known) => known !== undefined) ??
    (types.some((type) => LANDMARK_TYPES.includes(type))
      ? 'landmark'
      : types.some((type) => LOCALITY_TYPES.includes(type))
        ? 'locality'
        : 'address');
  const coordinates = { lat, lng };
  return [
    {
      id: `${ID_PREFIX}${result.place_id ?? `${lat},${lng}`}`,
      name: components[0]?.long_name ?? first,
      area: rest.join(', ') || city,
      city,
      kind,
      coordinates,
      ...(near ? { distanceKm: distanceKm(near, coordinates) } : {}),
    },
  ];
}
