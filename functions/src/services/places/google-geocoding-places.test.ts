import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placeQuerySchema } from '@dropwise/domain/place-query';
import { FallbackPlaces } from './fallback-places.js';
import { GazetteerPlaces } from './gazetteer-places.js';
import { GoogleGeocodingPlaces } from './google-geocoding-places.js';
import { PlacesProviderError } from './places-provider.js';

/**
 * A local HTTP server that speaks the Geocoding API's JSON, so the adapter's real HTTP code
 * (URL building, parsing, errors, timeouts) runs. Each test says what the next answer is.
 */
let server: Server;
let baseUrl: string;
let requests: URL[] = [];
let respond: (url: URL, res: ServerResponse) => void = () => {};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    respond(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
});

const json =
  (body: unknown, status = 200) =>
  (_url: URL, res: ServerResponse) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

const shaniwarWada = {
  place_id: 'ChIJ-shaniwar',
  formatted_address: 'Shaniwar Wada, Shaniwar Peth, Pune, Maharashtra 411030, India',
  types: ['tourist_attraction', 'point_of_interest', 'establishment'],
  geometry: { location: { lat: 18.5195, lng: 73.8553 } },
  address_components: [
    { long_name: 'Shaniwar Wada', types: ['establishment'] },
    { long_name: 'Pune', types: ['locality', 'political'] },
  ],
};
const farAway = {
  place_id: 'ChIJ-far',
  formatted_address: 'Shaniwar Peth, Satara, Maharashtra, India',
  types: ['sublocality', 'political'],
  geometry: { location: { lat: 17.68, lng: 74.0 } },
  address_components: [
    { long_name: 'Shaniwar Peth', types: ['sublocality'] },
    { long_name: 'Satara', types: ['locality'] },
  ],
};

const adapter = (timeoutMs = 2000) =>
  new GoogleGeocodingPlaces({ apiKey: 'test-key', region: 'in', baseUrl, timeoutMs });
const query = (q: string, extra: Record<string, string> = {}) => placeQuerySchema.parse({ q, ...extra });

describe('Google Geocoding adapter (against a local fake server)', () => {
  it('sends the text with key, region bias, country filter and a box around near', async () => {
    respond = json({ status: 'OK', results: [farAway, shaniwarWada] });
    const places = await adapter().search(query('shaniwar', { near: '18.52,73.85' }));
    const sent = requests[0]!;
    expect(sent.pathname).toBe('/maps/api/geocode/json');
    expect(sent.searchParams.get('address')).toBe('shaniwar');
    expect(sent.searchParams.get('key')).toBe('test-key');
    expect(sent.searchParams.get('region')).toBe('in');
    expect(sent.searchParams.get('components')).toBe('country:IN');
    expect(sent.searchParams.get('bounds')).toBe('18.27,73.6|18.77,74.1');
    // Nearest first, with names, areas, kinds (a tourist attraction is an attraction) and coordinates
    // taken from the answer.
    expect(places.map((place) => place.id)).toEqual(['google-ChIJ-shaniwar', 'google-ChIJ-far']);
    expect(places[0]).toMatchObject({
      name: 'Shaniwar Wada',
      area: 'Shaniwar Peth, Pune, Maharashtra 411030, India',
      city: 'Pune',
      kind: 'attraction',
      coordinates: { lat: 18.5195, lng: 73.8553 },
    });
    expect(places[1]?.kind).toBe('locality');
    expect(places[0]?.distanceKm).toBeLessThan(1);
  });

  it('reverse-geocodes a bare near point', async () => {
    respond = json({ status: 'OK', results: [shaniwarWada] });
    const places = await adapter().search(query('', { near: '18.5196,73.8554' }));
    expect(requests[0]?.searchParams.get('latlng')).toBe('18.5196,73.8554');
    expect(requests[0]?.searchParams.has('address')).toBe(false);
    expect(places[0]?.name).toBe('Shaniwar Wada');
  });

  it('answers nothing for ZERO_RESULTS and skips results without a location', async () => {
    respond = json({ status: 'ZERO_RESULTS', results: [] });
    expect(await adapter().search(query('nowhere at all'))).toEqual([]);
    respond = json({ status: 'OK', results: [{ formatted_address: 'No point' }, shaniwarWada] });
    expect((await adapter().search(query('shaniwar'))).map((place) => place.name)).toEqual(['Shaniwar Wada']);
  });

  it('turns a refused key, an HTTP error, non-JSON and a timeout into PlacesProviderError', async () => {
    respond = json({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
    await expect(adapter().search(query('pune'))).rejects.toThrow(/REQUEST_DENIED/);
    respond = json({ error: 'boom' }, 500);
    await expect(adapter().search(query('pune'))).rejects.toBeInstanceOf(PlacesProviderError);
    respond = (_url, res) => res.end('<html>not json</html>');
    await expect(adapter().search(query('pune'))).rejects.toThrow(/not JSON/);
    respond = () => {}; // never answers
    await expect(adapter(200).search(query('pune'))).rejects.toBeInstanceOf(PlacesProviderError);
  });

  it('falls back to the gazetteer when the service fails, and not when it answers', async () => {
    const gazetteer = new GazetteerPlaces([
      {
        id: 'g1',
        name: 'Shaniwar Peth',
        area: 'Pune City',
        city: 'Pune',
        kind: 'locality',
        lat: 18.52,
        lng: 73.85,
      },
    ]);
    const logged: string[] = [];
    const places = new FallbackPlaces(adapter(), gazetteer, (message) => logged.push(message));
    respond = json({ status: 'OVER_QUERY_LIMIT' });
    expect((await places.search(query('shaniwar')))[0]?.id).toBe('g1');
    expect(logged[0]).toMatch(/fell back to gazetteer: .*OVER_QUERY_LIMIT/);
    respond = json({ status: 'OK', results: [shaniwarWada] });
    expect((await places.search(query('shaniwar')))[0]?.id).toBe('google-ChIJ-shaniwar');
    expect(logged).toHaveLength(1);
  });
});
