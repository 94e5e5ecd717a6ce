/**
 * Trims the open-data extracts the gazetteer is built from down to the rows of the demo cities,
 * and writes them as small TSV files under scripts/places/inputs/ (committed, so that
 * `npm run places:build` runs offline and gives the same file every time). Run once when an
 * input is refreshed, with the raw files' paths (see inputs/README.md for where each comes from):
 *
 *   tsx scripts/places/trim-open-inputs.ts <stations.json> <pune_clean.json> <seed .sql files...>
 *
 * Nothing is made up here: every name, alternative name and coordinate is copied from a source
 * row (coordinates rounded to 5 decimals, about one metre).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CITIES, withinKm } from './gazetteer-rules';

const inputsDir = fileURLToPath(new URL('./inputs', import.meta.url));

export interface InputRow {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** The source's own category (OSM tag value, "railway_station"). */
  type: string;
  /** Other names the source gives: alt_name, old_name, official_name, name:en, name:hi, name:mr. */
  alt: string[];
  /** Where the source's address puts it (OSM addr:suburb, addr:neighbourhood, addr:place or addr:street). */
  street?: string;
}

export const round = (value: number) => Math.round(value * 1e5) / 1e5;
const inDemoCity = (lat: number, lng: number) =>
  DEMO_CITIES.some((city) => withinKm(city.centre, { lat, lng }, city.localityRadiusKm + 5));
const DEVANAGARI = /\p{Script=Devanagari}/u;

/** "यमुना ब्रिज (Yamuna Bridge)" names the place twice; the Latin spelling leads. */
export function splitScripts(name: string): { name: string; alt: string[] } {
  const match = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(name);
  if (!match) return { name, alt: [] };
  const [, outer = '', inner = ''] = match;
  if (DEVANAGARI.test(outer) && !DEVANAGARI.test(inner)) return { name: inner, alt: [outer] };
  if (DEVANAGARI.test(inner) && !DEVANAGARI.test(outer)) return { name: outer, alt: [inner] };
  return { name, alt: [] };
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

function stationRows(path: string): InputRow[] {
  const data = JSON.parse(readFileSync(path, 'utf8')) as {
    features: Array<{
      geometry: { coordinates: [number, number] } | null;
      properties: { code: string; name: string };
    }>;
  };
  return data.features.flatMap((feature): InputRow[] => {
    const [lng, lat] = feature.geometry?.coordinates ?? [Number.NaN, Number.NaN];
    if (!Number.isFinite(lat) || !inDemoCity(lat, lng)) return [];
    return [
      {
        id: `rail-${feature.properties.code}`,
        name: titleCase(feature.properties.name),
        lat: round(lat),
        lng: round(lng),
        type: 'railway_station',
        alt: [feature.properties.code],
      },
    ];
  });
}

const OSM_WHERE_KEYS = ['addr:suburb', 'addr:neighbourhood', 'addr:place', 'addr:street'];
const OSM_ALT_KEYS = ['alt_name', 'old_name', 'official_name', 'short_name', 'name:en', 'name:hi', 'name:mr'];

function osmPuneRows(path: string): InputRow[] {
  const data = JSON.parse(readFileSync(path, 'utf8')) as Array<{
    name: string;
    lat: number;
    lon: number;
    category: string;
    tags: Record<string, string>;
  }>;
  return data.flatMap((row): InputRow[] => {
    if (!row.name || !inDemoCity(row.lat, row.lon)) return [];
    const alt = OSM_ALT_KEYS.flatMap((key) => (row.tags[key] ?? '').split(';'))
      .map((name) => name.trim())
      .filter((name) => name && name !== row.name);
    return [
      {
        id: `osm-${round(row.lat)},${round(row.lon)}`,
        name: row.name.trim(),
        lat: round(row.lat),
        lng: round(row.lon),
        type: row.category,
        alt: [...new Set(alt)],
        street: OSM_WHERE_KEYS.map((key) => row.tags[key]?.trim()).find(Boolean),
      },
    ];
  });
}

/** Rows of `INSERT ... VALUES ('name', 'description', lat, lng, ..., '{"source":"osm-india",...}'::jsonb`. */
function osmIndiaRows(paths: string[]): InputRow[] {
  const row =
    /\(\s*'((?:[^']|'')*)',\s*'(?:[^']|'')*',\s*(-?\d+\.\d+),\s*(-?\d+\.\d+),[^\n]*?'(\{[^\n]*?\})'::jsonb/g;
  const rows: InputRow[] = [];
  for (const path of paths) {
    const text = readFileSync(path, 'utf8');
    for (const match of text.matchAll(row)) {
      const lat = Number(match[2]);
      const lng = Number(match[3]);
      if (!inDemoCity(lat, lng)) continue;
      let meta: { source?: string; type?: string } = {};
      try {
        meta = JSON.parse(match[4] ?? '{}') as typeof meta;
      } catch {
        continue;
      }
      if (meta.source !== 'osm-india') continue;
      const split = splitScripts((match[1] ?? '').replace(/''/g, "'").trim());
      rows.push({
        id: `osm-${round(lat)},${round(lng)}`,
        name: split.name,
        lat: round(lat),
        lng: round(lng),
        type: meta.type ?? 'attraction',
        alt: split.alt,
      });
    }
  }
  return rows;
}

/** One row per id and name, sorted by point and name: the order every input file is written in. */
export function uniqueSorted<Row extends InputRow>(rows: readonly Row[]): Row[] {
  const seen = new Set<string>();
  return rows
    .filter((row) => {
      const key = `${row.id}|${row.name}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.lat - b.lat || a.lng - b.lng || a.name.localeCompare(b.name));
}

export function writeTsv(file: string, header: string, rows: InputRow[]): void {
  const unique = uniqueSorted(rows);
  const clean = (text: string) => text.replace(/[\t\n\r|]+/g, ' ').trim();
  const lines = unique.map((row) =>
    [
      row.id,
      clean(row.name),
      row.lat,
      row.lng,
      row.type,
      row.alt.map(clean).join('|'),
      clean(row.street ?? ''),
    ].join('\t'),
  );
  writeFileSync(
    join(inputsDir, file),
    `${header}\nid\tname\tlat\tlng\ttype\talt\tstreet\n${lines.join('\n')}\n`,
  );
  console.log(`wrote ${unique.length} rows to ${file}`);
}

function main(): void {
  const [stations, punePois, ...sqlFiles] = process.argv.slice(2);
  if (!stations || !punePois || sqlFiles.length === 0) {
    throw new Error('Usage: trim-open-inputs.ts <stations.json> <pune_clean.json> <seed .sql files...>');
  }
  writeTsv('railway-stations.tsv', '# datameet/railways stations.json (CC0 1.0)', stationRows(stations));
  writeTsv(
    'osm-pune-pois.tsv',
    '# OpenStreetMap (ODbL 1.0), © OpenStreetMap contributors: named Pune POIs via lma0lollipop/WeekendWish',
    osmPuneRows(punePois),
  );
  writeTsv(
    'osm-india-pois.tsv',
    '# OpenStreetMap (ODbL 1.0), © OpenStreetMap contributors: India POI extract via rishi-0111/mini_gudie-',
    osmIndiaRows(sqlFiles),
  );
}

// Run as a script; other trim scripts import the helpers above.
if (process.argv[1] === fileURLToPath(import.meta.url)) main();
