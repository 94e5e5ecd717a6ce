/**
 * Trims PMPML's stop list (GTFS `stops.txt` made by github.com/croyla/pmpml-gtfs from PMPML's
 * Apli-PMPML (Chartr) API, MIT-0; the copy read is the unmodified one in
 * github.com/Mehek2995/pmpml-bus-network-analysis at 083bfbe9966a3f61ecaec3ca0d180dc0b448d38a)
 * down to the stops of Pune, and writes them as inputs/pmpml-stops.tsv:
 *
 *   tsx scripts/places/trim-pmpml-stops.ts <stops.txt>
 *
 * - A stop is listed once per direction, a few metres to either side of the road: rows of one
 *   name (folded) within MERGE_KM of each other become one row at their midpoint, with the
 *   lowest stop_id (`pmpml-<id>`).
 * - Names are the source's (pmpml-stop-names.ts: "A / B" is A, also called B; entities and a
 *   stray ": " undone; a usual spelling added beside "Cornar"); a name of digits only is dropped.
 * - Kept within the inputs' 40 km of Pune (kinded-inputs.ts); a stop another input already names
 *   within MERGE_KM, and a stand within SAME_STAND_KM of another input's stand, are left out,
 *   since that input says it better.
 * - Stands, depots and terminals are `bus_stand`; every other stop a `bus_stop`-typed landmark
 *   (kind `other`), ranked by place-kinds/input-places below named landmarks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldText } from '../../domain/src/places.js';
import { withinKm } from './gazetteer-rules';
import {
  countByCity,
  countByKind,
  demoCityOf,
  inputsDir,
  type KindedRow,
  writeKindedTsv,
} from './kinded-inputs';
import { type GtfsStop, parseStops, stopKind, stopNames } from './pmpml-stop-names';
import { round } from './trim-open-inputs';

const OUTPUT = 'pmpml-stops.tsv';
/** The two directions of one stop, or one place another input names: this close, same name. */
export const MERGE_KM = 0.3;
/** A terminal's platforms and gates lie this far apart: a stand this near another input's is that stand. */
export const SAME_STAND_KM = 0.4;

interface Cluster {
  ids: number[];
  names: { name: string; alt: string[] };
  points: Array<{ lat: number; lng: number }>;
  centre: { lat: number; lng: number };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * One row per stop: rows of the same folded name join the first group whose midpoint lies within
 * MERGE_KM, in stop_id order (so the result does not depend on the file's order).
 */
export function mergeDirections(stops: readonly GtfsStop[]): KindedRow[] {
  const byName = new Map<string, Cluster[]>();
  const ordered = [...stops].sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
  for (const stop of ordered) {
    const names = stopNames(stop.name);
    if (!names || !Number.isFinite(stop.lat) || !Number.isFinite(stop.lng)) continue;
    const key = foldText(names.name);
    const clusters = byName.get(key) ?? [];
    const cluster = clusters.find((one) => withinKm(one.centre, stop, MERGE_KM));
    if (cluster) {
      cluster.ids.push(Number(stop.id));
      cluster.names.alt.push(...names.alt);
      cluster.points.push(stop);
      cluster.centre = {
        lat: mean(cluster.points.map((point) => point.lat)),
        lng: mean(cluster.points.map((point) => point.lng)),
      };
    } else clusters.push({ ids: [Number(stop.id)], names, points: [stop], centre: stop });
    byName.set(key, clusters);
  }
  return [...byName.values()].flat().map(({ ids, names, centre }) => {
    const what = stopKind(names.name);
    return {
      id: `pmpml-${Math.min(...ids)}`,
      name: names.name,
      lat: round(centre.lat),
      lng: round(centre.lng),
      type: what.type,
      alt: [...new Set(names.alt)].filter((alt) => alt !== names.name),
      kind: what.kind,
    };
  });
}

export interface KnownPlace {
  /** Own and alternative names, folded. */
  names: string[];
  lat: number;
  lng: number;
  /** A bus stand, depot or terminal. */
  stand: boolean;
}

/** The names, points and stands of every other input's rows. */
export function namedPlacesOfInputs(except: string): KnownPlace[] {
  return readdirSync(inputsDir)
    .filter((file) => file.endsWith('.tsv') && file !== except)
    .flatMap((file) => readFileSync(join(inputsDir, file), 'utf8').split('\n'))
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('id\t'))
    .map((line) => {
      const [, name = '', lat, lng, type, alt = '', , kind] = line.split('\t');
      return {
        names: [name, ...alt.split('|')].filter(Boolean).map(foldText),
        lat: Number(lat),
        lng: Number(lng),
        stand: kind === 'bus_stand' || type === 'bus_station',
      };
    });
}

/**
 * Stops of Pune that no other input already names within MERGE_KM, and stands no other input's
 * stand already stands for ("Swargate Depot" beside OSM's "Swargate PMPML Depot").
 */
export function stopsToKeep(rows: readonly KindedRow[], known: readonly KnownPlace[]): KindedRow[] {
  return rows.filter((row) => {
    if (demoCityOf(row.lat, row.lng)?.name !== 'Pune') return false;
    if (row.kind === 'bus_stand' && known.some((place) => place.stand && withinKm(place, row, SAME_STAND_KM)))
      return false;
    const names = [row.name, ...row.alt].map(foldText);
    return !known.some(
      (place) => place.names.some((name) => names.includes(name)) && withinKm(place, row, MERGE_KM),
    );
  });
}

function main(): void {
  const [path] = process.argv.slice(2);
  if (!path) throw new Error('Usage: trim-pmpml-stops.ts <stops.txt>');
  const stops = parseStops(readFileSync(path, 'utf8'));
  const merged = mergeDirections(stops);
  const rows = stopsToKeep(merged, namedPlacesOfInputs(OUTPUT));
  const written = writeKindedTsv(
    OUTPUT,
    "# PMPML's bus stops (GTFS stops.txt from PMPML's Apli-PMPML API via github.com/croyla/pmpml-gtfs, MIT-0), two directions merged at their midpoint",
    rows,
  );
  console.log(`${OUTPUT}: ${stops.length} stops, ${merged.length} after merging directions, ${written} rows`);
  console.log(countByCity(rows), countByKind(rows));
}

// Run as a script; the test imports the functions above.
if (process.argv[1] === fileURLToPath(import.meta.url)) main();
