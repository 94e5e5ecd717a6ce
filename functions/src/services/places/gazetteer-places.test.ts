import { describe, expect, it } from 'vitest';
import { distanceKm } from '@domain/fares';
import { placeQuerySchema } from '@domain/place-query';
import { bundledGazetteer } from './bundled-gazetteer.js';
import { GazetteerPlaces } from './gazetteer-places.js';
import data from './gazetteer/places.json';

const PUNE = { lat: 18.5204, lng: 73.8567 };
const AGRA = { lat: 27.1767, lng: 78.0081 };
const query = (q: string, extra: Record<string, string> = {}) => placeQuerySchema.parse({ q, ...extra });

describe('the bundled gazetteer file', () => {
  it('holds at least 300 named places across Pune and Agra, each near its city', () => {
    expect(data.places.length).toBeGreaterThanOrEqual(300);
    const cities = new Set(data.places.map((place) => place.city));
    expect([...cities].sort()).toEqual(['Agra', 'Pune']);
    for (const place of data.places) {
      expect(place.name.length).toBeGreaterThan(2);
      expect(distanceKm(place.city === 'Pune' ? PUNE : AGRA, place)).toBeLessThan(41);
    }
    expect(new Set(data.places.map((place) => place.id)).size).toBe(data.places.length);
  });
});

describe('gazetteer search', () => {
  const places = bundledGazetteer();

  it('matches prefixes, ignoring case and accents', () => {
    expect(places.searchNow(query('VIMAN'))[0]?.name).toBe('Viman nagar');
    expect(places.searchNow(query('yerw'))[0]?.name).toBe('Yerwada');
    expect(places.searchNow(query('DAYAL BA'))[0]?.name).toBe('Dayāl Bāgh');
    expect(places.searchNow(query('firozab')).map((place) => place.name)).toContain('Fīrozābād');
  });

  it('matches words in any order, and every word must match', () => {
    const names = places.searchNow(query('khadki ammunition')).map((place) => place.name);
    expect(names[0]).toBe('Ammunition Factory Khadki');
    expect(places.searchNow(query('khadki zzz'))).toEqual([]);
  });

  it('finds places by their area or city words too, after name matches', () => {
    const results = places.searchNow(query('agra', { limit: '20' }));
    expect(results[0]?.name).toBe('Agra');
    expect(results.every((place) => place.city === 'Agra')).toBe(true);
  });

  it('ranks places near `near` first', () => {
    const fromPune = places.searchNow(query('ka', { near: `${PUNE.lat},${PUNE.lng}` }));
    const fromAgra = places.searchNow(query('ka', { near: `${AGRA.lat},${AGRA.lng}` }));
    expect(fromPune[0]?.city).toBe('Pune');
    expect(fromAgra[0]?.city).toBe('Agra');
    const distances = fromPune.map((place) => place.distanceKm ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers the nearest places to a point without text', () => {
    const nearest = places.nearest({ lat: 18.548, lng: 73.887 });
    expect(nearest?.name).toBe('Yerwada');
    expect(nearest?.distanceKm).toBeLessThan(1);
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
});
