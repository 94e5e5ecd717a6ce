import { describe, expect, it } from 'vitest';
import { placesFromInputs } from './input-places';

describe('the committed open-data inputs as gazetteer rows', () => {
  const rows = placesFromInputs();
  const byId = (id: string) => rows.find((row) => row.id === id);

  it('reads every input file, stations first', () => {
    expect(rows.length).toBeGreaterThan(2500);
    expect(rows[0]?.source).toBe('railway-stations');
    expect(new Set(rows.map((row) => row.source))).toEqual(
      new Set([
        'railway-stations',
        'airports',
        'osm-india-pois',
        'osm-pune-pois',
        'osm-pune-context',
        'osm-pois-agra',
        'osm-nodes-pune-agra',
        'hospital-directory',
        'pmpml-stops',
      ]),
    );
  });

  // A station and an airport: the name people ask for, at the source's own point, with the other
  // names and codes they also go by.
  it.each([
    {
      title: 'spells stations the ways people ask for them, keeping the source point',
      id: 'rail-PUNE',
      place: { name: 'Pune Junction railway station', type: 'railway station', lat: 18.52938, lng: 73.87309 },
      alt: ['Pune Jn', 'Pune station', 'PUNE'],
      other: { id: 'rail-AGC', alt: ['Agra Cantonment railway station'] },
    },
    {
      title: "reads airports with OurAirports' other names and codes, at the source point",
      id: 'ourairports-VIAG',
      place: { name: 'Agra Airport', type: 'airport', lat: 27.15768, lng: 77.96094 },
      alt: ['Kheria Airport', 'AGR'],
      other: { id: 'ourairports-VAPO', alt: ['Lohegaon Airport', 'PNQ'] },
    },
  ])('$title', ({ id, place, alt, other }) => {
    expect(byId(id)).toMatchObject({ ...place, rank: 3 });
    expect(byId(id)?.alt).toEqual(expect.arrayContaining(alt));
    expect(byId(other.id)?.alt).toEqual(expect.arrayContaining(other.alt));
  });

  it('keeps Devanagari names as alternatives and drops names that only say a type', () => {
    expect(byId('rail-JAB')?.name).toBe('Yamuna Bridge Agra railway station');
    const yamunaBridge = rows.find((row) => row.name === 'Yamuna Bridge railway station');
    expect(yamunaBridge?.alt).toContain('यमुना ब्रिज');
    expect(rows.some((row) => /^police station$/i.test(row.name))).toBe(false);
    expect(rows.every((row) => row.name.replace(/[^\p{L}]/gu, '').length >= 2)).toBe(true);
  });

  it('ranks by what the place is', () => {
    expect(byId('osm-18.5621,73.91673')).toMatchObject({
      name: 'Phoenix Marketcity',
      type: 'mall',
      kind: 'mall',
      rank: 2,
    });
    expect(rows.find((row) => row.type === 'restaurant')).toMatchObject({ kind: 'landmark', rank: 0 });
    // A bus stop is a landmark of the lowest rank; a stand from the same list is a stand.
    const stops = rows.filter((row) => row.source === 'pmpml-stops');
    expect(stops.find((row) => row.name === 'Deccan Corner')).toMatchObject({
      type: 'bus stop',
      kind: 'landmark',
      rank: 0,
    });
    expect(stops.find((row) => row.name === 'Nasarapur St Stand')).toMatchObject({
      kind: 'bus_stand',
      rank: 3,
    });
  });

  it("takes the kind from an input's kind column, else from its type", () => {
    expect(byId('rail-PUNE')?.kind).toBe('railway_station');
    expect(byId('ourairports-VIAG')?.kind).toBe('airport');
    const hospitals = rows.filter((row) => row.source === 'hospital-directory');
    expect(hospitals.every((row) => row.kind === 'hospital' && row.rank === 2)).toBe(true);
    const nodes = rows.filter((row) => row.source === 'osm-nodes-pune-agra');
    expect(new Set(nodes.map((row) => row.kind))).toEqual(
      new Set(['temple', 'railway_station', 'attraction', 'landmark', 'bus_stand', 'metro_station']),
    );
    expect(nodes.filter((row) => row.wikidata).length).toBeGreaterThan(0);
  });
});
