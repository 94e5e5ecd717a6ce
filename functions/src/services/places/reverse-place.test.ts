import { describe, expect, it } from 'vitest';
import { bundledGazetteer } from './bundled-gazetteer.js';
import { reversePlace } from './reverse-place.js';

describe('naming a position by the nearest known place', () => {
  const places = bundledGazetteer();

  it('names the place at the position without a distance', async () => {
    const found = await reversePlace(places, { lat: 18.50079, lng: 73.85916 });
    expect(found?.place.name).toBe('Swargate Police Station');
    expect(found?.label).toBe('Near Swargate Police Station, Pune');
  });

  it('tells the distance when the nearest place is more than 200 m away', async () => {
    const found = await reversePlace(places, { lat: 18.495, lng: 73.852 });
    expect(found?.distanceKm).toBeGreaterThan(0.2);
    expect(found?.place.distanceKm).toBe(found?.distanceKm);
    expect(found?.label).toMatch(/^Near .+, Pune \(\d+ m away\)$/);
  });

  it('names nothing far from every known place', async () => {
    expect(await reversePlace(places, { lat: 10, lng: 76 })).toBeNull();
  });
});
