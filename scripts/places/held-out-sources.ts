/**
 * The source lists make-held-out-searches.ts writes its searches from: the committed inputs and
 * OpenStreetMap's bus stops of Pune (a Parquet file, read with hyparquet fetched by `npm pack`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEMO_CITIES, withinKm } from './gazetteer-rules';
import { kindByName, shortForm } from './held-out-queries';
import { type Kind } from './kinded-inputs';
import { unpackNpmPackage } from './npm-package';

const inputsDir = fileURLToPath(new URL('./inputs', import.meta.url));
const PARQUET_READER = 'hyparquet@1.33.0';
const RADIUS_KM = 40;
const round = (value: number) => Math.round(value * 1e5) / 1e5;

export interface Source {
  city: 'Pune' | 'Agra';
  name: string;
  lat: number;
  lng: number;
  kind: Kind;
  source: string;
  alt: string[];
}

const DEVANAGARI = /\p{Script=Devanagari}/u;

function cityOf(lat: number, lng: number): Source['city'] | undefined {
  return DEMO_CITIES.find((city) => withinKm(city.centre, { lat, lng }, RADIUS_KM))?.name;
}

function readInput(file: string): Array<Record<string, string>> {
  const lines = readFileSync(join(inputsDir, file), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  const header = (lines.shift() ?? '').split('\t');
  return lines.map((line) =>
    Object.fromEntries(line.split('\t').map((cell, i) => [header[i] ?? `c${i}`, cell])),
  );
}

export function fromInput(file: string, kindOf: (row: Record<string, string>) => Kind | null): Source[] {
  return readInput(file).flatMap((row): Source[] => {
    const lat = Number(row.lat);
    const lng = Number(row.lng);
    const city = cityOf(lat, lng);
    const kind = kindOf(row);
    if (!city || !kind || !row.name || DEVANAGARI.test(row.name)) return [];
    return [
      {
        city,
        name: row.name,
        lat,
        lng,
        kind,
        source: file.replace(/\.tsv$/, ''),
        alt: (row.alt ?? '').split('|').filter((alt) => DEVANAGARI.test(alt)),
      },
    ];
  });
}

export async function busStops(path: string): Promise<Source[]> {
  const dir = unpackNpmPackage(PARQUET_READER);
  const { parquetReadObjects } = (await import(pathToFileURL(join(dir, 'src', 'index.js')).href)) as {
    parquetReadObjects: (options: { file: ArrayBuffer }) => Promise<Array<Record<string, unknown>>>;
  };
  const buffer = readFileSync(path);
  const rows = await parquetReadObjects({
    file: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
  });
  return rows.flatMap((row): Source[] => {
    const name = typeof row.name === 'string' ? (row.name.split(';')[0]?.trim() ?? '') : '';
    const lat = Number(row.lat);
    const lng = Number(row.lon);
    const city = cityOf(lat, lng);
    if (!city || !name || /^bus stop$/i.test(name) || shortForm(name).length < 4) return [];
    return [
      {
        city,
        name,
        lat: round(lat),
        lng: round(lng),
        kind: kindByName(name, 'locality'),
        source: 'osm-bus-stops',
        alt: [],
      },
    ];
  });
}
