import { describe, expect, it } from 'vitest';
import { distanceKm } from '@dropwise/domain/fares';
import { placeQuerySchema } from '@dropwise/domain/place-query';
import { bundledGazetteer } from './bundled-gazetteer.js';
import { GazetteerPlaces } from './gazetteer-places.js';
import { PLACE_KINDS } from '@dropwise/domain/places';
import data from './gazetteer/places.json';

const PUNE = { lat: 18.5204, lng: 73.8567 };
const AGRA = { lat: 27.1767, lng: 78.0081 };
const query = (q: string, extra: Record<string, string> = {}) => placeQuerySchema.parse({ q, ...extra });

describe('the bundled gazetteer file', () => {
  it('holds thousands of named places across Pune and Agra, each near its city', () => {
    expect(data.places.length).toBeGreaterThanOrEqual(3000);
    expect(data.counts.Pune).toBeGreaterThanOrEqual(2500);
    const cities = new Set(data.places.map((place) => place.city));
    expect([...cities].sort()).toEqual(['Agra', 'Pune']);
    for (const place of data.places) {
      expect(place.name.length).toBeGreaterThan(1);
      expect(distanceKm(place.city === 'Pune' ? PUNE : AGRA, place)).toBeLessThan(41);
    }
    expect(new Set(data.places.map((place) => place.id)).size).toBe(data.places.length);
  });

  it('carries stations, OSM landmarks with Devanagari names, and the sources they come from', () => {
    const byId = new Map(data.places.map((place) => [place.id, place]));
    expect(byId.get('rail-PUNE')).toMatchObject({ name: 'Pune Junction railway station', rank: 3 });
    expect(byId.get('rail-PUNE')?.alt).toContain('Pune station');
    expect(
      data.places.filter((place) => place.alt?.some((name) => /\p{Script=Devanagari}/u.test(name))).length,
    ).toBeGreaterThan(500);
    expect(Object.keys(data.sources)).toEqual([
      'postal',
      'cities',
      'osm',
      'stations',
      'airports',
      'hospitals',
      'busStops',
    ]);
  });

  it('says what each place is, from the inputs', () => {
    const kinds = new Set(data.places.map((place) => place.kind));
    expect([...kinds].every((kind) => (PLACE_KINDS as readonly string[]).includes(kind))).toBe(true);
    const expected = [
      'railway_station',
      'metro_station',
      'bus_stand',
      'airport',
      'hospital',
      'temple',
      'mall',
    ];
    expect([...kinds]).toEqual(expect.arrayContaining([...expected, 'locality', 'town', 'landmark']));
    const byId = new Map(data.places.map((place) => [place.id, place]));
    expect(byId.get('rail-PUNE')?.kind).toBe('railway_station');
    expect(byId.get('ourairports-VAPO')?.kind).toBe('airport');
  });
});

describe('gazetteer search', () => {
  const places = bundledGazetteer();
  const names = (q: string, extra: Record<string, string> = {}) =>
    places.searchNow(query(q, extra)).map((place) => place.name);

  it('matches prefixes, ignoring case and accents', () => {
    expect(names('VIMAN')[0]).toBe('Viman nagar');
    expect(names('yerw')).toContain('Yerwada');
    expect(names('DAYAL BA')[0]).toBe('Dayāl Bāgh');
    expect(names('firozab')).toContain('Fīrozābād');
  });

  it('matches words in any order, every word where a place has them all, else all but one', () => {
    expect(names('khadki ammunition')[0]).toBe('Ammunition Factory Khadki');
    expect(names('junction pune')[0]).toBe('Pune Junction railway station');
    // No place is called "zzz": the Khadki places, as if it were not typed.
    expect(names('khadki zzz')).toEqual(names('khadki'));
    expect(names('pune junction zzz')[0]).toBe('Pune Junction railway station');
    expect(places.searchNow(query('zzz qqq'))).toEqual([]);
    expect(places.searchNow(query('zzz'))).toEqual([]);
  });

  it('forgives a small typo in a longer word, and two words typed as one (the bus stands before the police station)', () => {
    expect(names('hinjewadi').slice(0, 3).join(' ')).toMatch(/Hinjawadi/);
    // Swargate the locality, then its bus stands, where people are headed; not its police station.
    const swargate = names('swargaet');
    expect(swargate[0]).toBe('Swargate');
    expect(swargate.slice(1, 4)).toEqual(expect.arrayContaining(['Swargate MSRTC Bus Stand']));
    expect(swargate.slice(0, 5).join(' ')).not.toMatch(/police/i);
    expect(names('shaniwarwada')[0]).toBe('Shaniwar Wada Amphitheatre');
    // Short words must be typed right: "kat" is no typo of "kar".
    expect(names('xa')).toEqual([]);
  });

  it('finds places by alternative names and Devanagari', () => {
    expect(names('agra cantonment')[0]).toBe('Agra Cantt railway station');
    expect(names('pune station')[0]).toBe('Pune Junction railway station');
    expect(names('जर्मन बेकरी')[0]).toBe('German Bakery');
  });

  it('puts a well-known place above an obscure one of the same words', () => {
    // The town of Agra and its stations before restaurants whose names begin with "agra".
    expect(names('agra').slice(0, 3)).toContain('Agra');
    expect(places.searchNow(query('agra', { limit: '10' })).every((place) => place.city === 'Agra')).toBe(
      true,
    );
  });

  it('ranks places near `near` first among equal matches', () => {
    const fromPune = places.searchNow(query('ka', { near: `${PUNE.lat},${PUNE.lng}` }));
    const fromAgra = places.searchNow(query('ka', { near: `${AGRA.lat},${AGRA.lng}` }));
    expect(fromPune[0]?.city).toBe('Pune');
    expect(fromAgra[0]?.city).toBe('Agra');
    expect(fromPune[0]?.distanceKm).toBeLessThan(40);
  });

  it('answers the nearest places to a point without text, nearest first', () => {
    const point = { lat: 18.548, lng: 73.887 };
    const nearest = places.nearest(point);
    expect(nearest?.distanceKm).toBeLessThan(0.5);
    const everyDistance = data.places.map((place) => distanceKm(point, place));
    expect(nearest?.distanceKm).toBeCloseTo(Math.min(...everyDistance), 6);
    const list = places.searchNow(query('', { near: '18.548,73.887', limit: '5' }));
    const distances = list.map((place) => place.distanceKm ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('keeps to the limit and never hands out its own objects', () => {
    const small = new GazetteerPlaces([
      { id: 'a', name: 'Alpha Road', area: 'X', city: 'Pune', kind: 'locality', lat: 18.5, lng: 73.8 },
      { id: 'b', name: 'Alpha Park', area: 'X', city: 'Pune', kind: 'landmark', lat: 18.6, lng: 73.8 },
    ]);
    const [first] = small.searchNow(query('alpha', { limit: '1' }));
    expect(first?.id).toBe('b');
    first!.name = 'changed';
    expect(small.searchNow(query('alpha'))[0]?.name).toBe('Alpha Park');
  });

  it('ranks by prominence when the match is equal', () => {
    const small = new GazetteerPlaces([
      {
        id: 'cafe',
        name: 'Lakeside',
        area: 'X',
        city: 'Pune',
        kind: 'landmark',
        lat: 18.5,
        lng: 73.8,
        rank: 0,
      },
      {
        id: 'stn',
        name: 'Lakeside',
        area: 'Y',
        city: 'Pune',
        kind: 'landmark',
        lat: 18.6,
        lng: 73.8,
        rank: 3,
      },
    ]);
    expect(small.searchNow(query('lakes')).map((place) => place.id)).toEqual(['stn', 'cafe']);
  });
});
