/**
 * Trims an Overpass export of Pune (`seed_data/osm_context.json` of the public repository
 * 33avash/Localio, commit 3d2bf1d0cb116dfc36a9003d67594f87d7d40c8e: OpenStreetMap, ODbL 1.0,
 * fetched for the bounding box of Pune's and Pimpri-Chinchwad's wards) down to the places people
 * name, and writes them as inputs/osm-pune-context.tsv:
 *
 *   - `places`: place=suburb/quarter/neighbourhood nodes (kind locality);
 *   - `stations`: railway=station/halt, station=subway and amenity=bus_station elements, kept
 *     only when the name says they are a bus stand, depot or terminal (bus_stand): railway and
 *     metro stations are already in other inputs (datameet's stations, OSM station nodes), and
 *     the same station named another way ("Yervada Metro Station") would be listed twice;
 *   - `colleges`: amenity=college/university elements whose name says college, university,
 *     institute and the like, without their grounds, departments and buildings (college).
 *
 *   tsx scripts/places/trim-osm-context-pune.ts <osm_context.json>
 *
 * Ways and relations were exported with Overpass `out center`, so an area (the Swargate MSRTC
 * bus stand, a campus) comes with the centre of its own geometry. Each row of the file is
 * `[lng, lat, name]` (`[lng, lat, name, place]` for places). Names and points are the source's
 * (points rounded to 5 decimals); rows another input already holds (same `osm-<lat>,<lng>` id)
 * are left out.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  countByCity,
  countByKind,
  idsInInputs,
  type KindedRow,
  type RowKind,
  osmKindedRow,
  writeKindedTsv,
} from './kinded-inputs';

const OUTPUT = 'osm-pune-context.tsv';

type Row = [number, number, string, string?];

const BUS_STAND = /\b(?:bus stand|bus station|st stand|depot|terminal|terminus)\b/i;
const NOT_FOR_RIDERS = /\b(?:parking|workshop|logistics|road)\b/i;
const COLLEGE =
  /\b(?:college|university|institute|vidyapeeth|vidyapith|mahavidyala(?:ya|y)|academy|polytechnic|school of|coep)\b/i;
const NOT_A_COLLEGE =
  /\b(?:ground|play ?ground|department|building|bulding|gate|workshop|guest house|cell|hall|press)\b/i;

export function station(name: string): RowKind | null {
  return BUS_STAND.test(name) && !NOT_FOR_RIDERS.test(name)
    ? { type: 'bus_station', kind: 'bus_stand' }
    : null;
}

export function college(name: string): RowKind | null {
  return COLLEGE.test(name) && !NOT_A_COLLEGE.test(name) ? { type: 'college', kind: 'college' } : null;
}

function rowsOf(rows: Row[], known: Set<string>, describe: (name: string, place?: string) => RowKind | null) {
  return rows.flatMap(([lng, lat, rawName, place]) =>
    osmKindedRow({ name: rawName.replace(/\s+/g, ' ').trim(), lat, lng }, known, (name) =>
      describe(name, place),
    ),
  );
}

function main(): void {
  const [path] = process.argv.slice(2);
  if (!path) throw new Error('Usage: trim-osm-context-pune.ts <osm_context.json>');
  const data = JSON.parse(readFileSync(path, 'utf8')) as { colleges: Row[]; stations: Row[]; places: Row[] };
  const known = idsInInputs([OUTPUT]);
  const rows: KindedRow[] = [
    ...rowsOf(data.stations, known, station),
    ...rowsOf(data.places, known, (_name, place) => ({ type: place ?? 'suburb', kind: 'locality' })),
    ...rowsOf(data.colleges, known, college),
  ];
  const written = writeKindedTsv(
    OUTPUT,
    '# OpenStreetMap (ODbL 1.0), © OpenStreetMap contributors: Pune bus stands, colleges and suburb/neighbourhood nodes (areas at their centre) via 33avash/Localio seed_data/osm_context.json',
    rows,
  );
  console.log(`${OUTPUT}: ${written} rows`, countByCity(rows), countByKind(rows));
}

// Run as a script; the test imports the classifiers above.
if (process.argv[1] === fileURLToPath(import.meta.url)) main();
