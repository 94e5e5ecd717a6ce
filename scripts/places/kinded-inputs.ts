/**
 * Helpers for the trimmed inputs that carry two extra columns after the seven every input has:
 * `kind` (what the place is, from a fixed list the builder can map to ranks and type words) and
 * `wikidata` (the source's Wikidata item, for prominence, when it gives one). input-places.ts
 * reads the first seven columns and ignores the rest, so these files build like the others.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CITIES, type DemoCity, withinKm } from './gazetteer-rules';
import { type InputRow, round, splitScripts, uniqueSorted } from './trim-open-inputs';
import type { PlaceKind } from '@dropwise/domain/places';

export const inputsDir = fileURLToPath(new URL('./inputs', import.meta.url));

/** What an input row says a place is: a place kind, or `other` (built as a landmark). */
export type Kind = Exclude<PlaceKind, 'town' | 'address' | 'landmark'> | 'other';

export interface KindedRow extends InputRow {
  kind: Kind;
  /** A Wikidata item id ("Q9141") when the source gives one. */
  wikidata?: string;
}

/** What a trim script's classifier says a named element is. */
export interface RowKind {
  type: string;
  kind: Kind;
  wikidata?: string;
}

/**
 * The input row of one named OpenStreetMap element, or none: outside the inputs' radius, left
 * out by `describe` (null), or already held (its id `osm-<lat>,<lng>` is in `known`, which it joins).
 * Names and points are the source's, points rounded to 5 decimals.
 */
export function osmKindedRow(
  element: { name: string; lat: number; lng: number },
  known: Set<string>,
  describe: (name: string) => RowKind | null,
): KindedRow[] {
  const { name, lat, lng } = element;
  if (!name || !Number.isFinite(lat) || !Number.isFinite(lng) || !demoCityOf(lat, lng)) return [];
  const what = describe(name);
  if (!what) return [];
  const id = `osm-${round(lat)},${round(lng)}`;
  if (known.has(id)) return [];
  known.add(id);
  // OSM separates two names of one element with ';' ("DSK Vishwa Bus Stand;DSK Vishwa Bus Stop").
  const [first = name, ...others] = name
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const split = splitScripts(first);
  return [
    {
      id,
      name: split.name,
      lat: round(lat),
      lng: round(lng),
      type: what.type,
      alt: [...split.alt, ...others],
      kind: what.kind,
      ...(what.wikidata ? { wikidata: what.wikidata } : {}),
    },
  ];
}

/** Rows are kept within the inputs' radius of a demo city centre (40 km). */
export const INPUT_RADIUS_KM = 40;

export function demoCityOf(lat: number, lng: number): DemoCity | undefined {
  return DEMO_CITIES.find((city) => withinKm(city.centre, { lat, lng }, INPUT_RADIUS_KM));
}

/** Every `id` the committed inputs hold, except those of the files named. */
export function idsInInputs(except: string[] = []): Set<string> {
  return new Set(
    readdirSync(inputsDir)
      .filter((file) => file.endsWith('.tsv') && !except.includes(file))
      .flatMap((file) => readFileSync(join(inputsDir, file), 'utf8').split('\n'))
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t')[0] ?? ''),
  );
}

const clean = (text: string) =>
  text
    .replace(/[\t\n\r|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Writes `inputs/<file>`: a comment line, the header, then rows sorted by point and name. */
export function writeKindedTsv(file: string, header: string, rows: KindedRow[]): number {
  const lines = uniqueSorted(rows).map((row) =>
    [
      row.id,
      clean(row.name),
      row.lat,
      row.lng,
      row.type,
      [...new Set(row.alt.map(clean))].filter((alt) => alt && alt !== clean(row.name)).join('|'),
      clean(row.street ?? ''),
      row.kind,
      row.wikidata ?? '',
    ].join('\t'),
  );
  writeFileSync(
    join(inputsDir, file),
    `${header}\nid\tname\tlat\tlng\ttype\talt\tstreet\tkind\twikidata\n${lines.join('\n')}\n`,
  );
  return lines.length;
}

/** Row counts per kind, printed with those per city when a trim script has written its file. */
export function countByKind(rows: readonly KindedRow[]): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const row of rows) kinds[row.kind] = (kinds[row.kind] ?? 0) + 1;
  return kinds;
}

/** Row counts per demo city, for the README and SOURCE.md tables. */
export function countByCity(rows: { lat: number; lng: number }[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(DEMO_CITIES.map((city) => [city.name, 0]));
  for (const row of rows) {
    const city = demoCityOf(row.lat, row.lng);
    if (city) counts[city.name] = (counts[city.name] ?? 0) + 1;
  }
  return counts;
}
