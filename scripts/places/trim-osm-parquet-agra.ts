/**
 * Trims the OpenStreetMap node extracts of rishi-0111/mini_gudie- (`hidden_gem_explorer/data/
 * hotels.parquet` and `temples.parquet`: every `tourism=hotel` and `amenity=place_of_worship` node
 * of an India OSM PBF, with name and point) down to the named rows within 40 km of Agra, and
 * writes them as inputs/osm-pois-agra.tsv. Run once when the input is refreshed:
 *
 *   tsx scripts/places/trim-osm-parquet-agra.ts <hotels.parquet> <temples.parquet>
 *
 * The Parquet reader (hyparquet, MIT) is fetched with `npm pack` into .cache/places-sources, as
 * build-gazetteer.ts does with its packages, so it never becomes a dependency of the app.
 * Nothing is made up: the extractor wrote "Hotel" or "Temple" where a node had no name, and those
 * rows are left out; every name and point kept is the source's (points rounded to 5 decimals).
 * A node the other inputs already hold (the same point: osm-india-pois.tsv comes from the same
 * PBF) is left out too, so each OSM node is one row, under one id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEMO_CITIES, withinKm } from './gazetteer-rules';
import { unpackNpmPackage } from './npm-package';
import { type InputRow, round, splitScripts, writeTsv } from './trim-open-inputs';

const PARQUET_READER = 'hyparquet@1.33.0';
const inputsDir = fileURLToPath(new URL('./inputs', import.meta.url));
const OUTPUT = 'osm-pois-agra.tsv';

/** What the extractor wrote for a node without a name: no place name at all. */
const UNNAMED = new Set(['Hotel', 'Temple']);

type ReadObjects = (options: { file: ArrayBuffer }) => Promise<Array<Record<string, unknown>>>;

async function parquetReader(): Promise<ReadObjects> {
  const dir = unpackNpmPackage(PARQUET_READER);
  const module = (await import(pathToFileURL(join(dir, 'src', 'index.js')).href)) as {
    parquetReadObjects: ReadObjects;
  };
  return module.parquetReadObjects;
}

/** The ids (`osm-<lat>,<lng>`) of the rows the other committed inputs already hold. */
function idsInOtherInputs(): Set<string> {
  return new Set(
    readdirSync(inputsDir)
      .filter((file) => file.endsWith('.tsv') && file !== OUTPUT)
      .flatMap((file) => readFileSync(join(inputsDir, file), 'utf8').split('\n'))
      .map((line) => line.split('\t')[0] ?? ''),
  );
}

async function agraRows(
  read: ReadObjects,
  path: string,
  type: string,
  known: Set<string>,
): Promise<InputRow[]> {
  const agra = DEMO_CITIES.find((city) => city.name === 'Agra');
  if (!agra) throw new Error('no Agra in DEMO_CITIES');
  const buffer = readFileSync(path);
  const rows = await read({
    file: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
  });
  return rows.flatMap((row): InputRow[] => {
    const name = typeof row.name === 'string' ? row.name.trim() : '';
    const lat = Number(row.lat);
    const lng = Number(row.lon);
    if (!name || UNNAMED.has(name) || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    if (!withinKm(agra.centre, { lat, lng }, agra.localityRadiusKm + 5)) return [];
    const id = `osm-${round(lat)},${round(lng)}`;
    if (known.has(id)) return [];
    known.add(id);
    const split = splitScripts(name);
    return [{ id, name: split.name, lat: round(lat), lng: round(lng), type, alt: split.alt }];
  });
}

async function main(): Promise<void> {
  const [hotels, temples] = process.argv.slice(2);
  if (!hotels || !temples)
    throw new Error('Usage: trim-osm-parquet-agra.ts <hotels.parquet> <temples.parquet>');
  const read = await parquetReader();
  const known = idsInOtherInputs();
  writeTsv(
    OUTPUT,
    '# OpenStreetMap (ODbL 1.0), © OpenStreetMap contributors: named hotels and places of worship near Agra via rishi-0111/mini_gudie- hidden_gem_explorer/data/*.parquet',
    [
      ...(await agraRows(read, hotels, 'hotel', known)),
      ...(await agraRows(read, temples, 'place_of_worship', known)),
    ],
  );
}

await main();
