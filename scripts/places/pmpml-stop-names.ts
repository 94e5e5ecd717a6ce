/**
 * How a PMPML stop name (GTFS `stops.txt` of croyla/pmpml-gtfs) becomes a gazetteer name: the
 * source's spelling kept, its export slips undone, and what it says the stop is. Pure; used by
 * trim-pmpml-stops.ts.
 */
import type { RowKind } from './kinded-inputs';

/** One `stops.txt` row, as the feed gives it. */
export interface GtfsStop {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

/** A CSV line's fields, quotes honoured (`"Nagar, Road"` is one field, `""` one quote). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < line.length; at++) {
    const char = line[at]!;
    if (quoted && char === '"' && line[at + 1] === '"') {
      field += '"';
      at++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/**
 * The rows of a GTFS `stops.txt`, by its header's column names. A name holding an unquoted
 * comma spreads over more fields than the header has: the extra fields are that name's.
 */
export function parseStops(text: string): GtfsStop[] {
  const [header = '', ...lines] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const columns = csvFields(header).map((column) => column.trim());
  const at = (name: string) => {
    const index = columns.indexOf(name);
    if (index < 0) throw new Error(`stops.txt has no ${name} column`);
    return index;
  };
  const [idAt, nameAt, latAt, lngAt] = ['stop_id', 'stop_name', 'stop_lat', 'stop_lon'].map(at) as number[];
  return lines
    .filter((line) => line.trim())
    .map((line) => {
      let fields = csvFields(line);
      const extra = fields.length - columns.length;
      if (extra > 0) {
        const end = nameAt! + extra;
        fields = [
          ...fields.slice(0, nameAt),
          fields.slice(nameAt, end + 1).join(','),
          ...fields.slice(end + 1),
        ];
      }
      return {
        id: fields[idAt!]!.trim(),
        name: fields[nameAt!] ?? '',
        lat: Number(fields[latAt!]),
        lng: Number(fields[lngAt!]),
      };
    });
}

/** What the export did to the names: HTML entities left in, a stray ": " before one, doubled spaces. */
function undoExportSlips(name: string): string {
  return name
    .replace(/&amp;/gi, '&')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/'S\b/g, "'s")
    .replace(/^[\s:;,.-]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Misspellings the list repeats; the source's spelling stays the name, the usual one is added. */
const USUAL_SPELLINGS: Array<[RegExp, string]> = [
  [/\bCo(?:rn|urn)ar\b|\bCourner\b/g, 'Corner'],
  [/\bCircu(?:l|le)\b|\bCircel\b/g, 'Circle'],
  [/\bCollage\b/g, 'College'],
  [/\bBanglow\b/g, 'Bungalow'],
  [/\bTolkies\b/g, 'Talkies'],
  [/\bHotal\b/g, 'Hotel'],
  [/\bEngg?ineering\b|\bEnginiaring\b/g, 'Engineering'],
];

/**
 * The name a stop is shown by and its other names: "A / B" is A, also called B; a part that is
 * only a number ("509 Visharantwadi Road / 509") names nothing. Null when no name is left.
 */
export function stopNames(raw: string): { name: string; alt: string[] } | null {
  const parts = undoExportSlips(raw)
    .split('/')
    .map((part) => part.replace(/^[\s:;,.-]+|[\s-]+$/g, '').trim())
    .filter((part) => /\p{L}/u.test(part));
  const [name, ...others] = parts;
  if (!name) return null;
  const usual = parts.flatMap((part) => {
    const respelt = USUAL_SPELLINGS.reduce((text, [wrong, right]) => text.replace(wrong, right), part);
    return respelt === part ? [] : [respelt];
  });
  return { name, alt: [...new Set([...others, ...usual])].filter((alt) => alt !== name) };
}

/**
 * Stands, depots and terminals are where buses start and people book to (the OSM inputs'
 * bus_stand); every other stop is a bus stop, a landmark people name (kind `other`). A depot of
 * garbage, fuel, army vehicles or ordnance is no bus depot.
 */
const BUS_STAND = /\b(?:bus stand|bus station|st stand|stand|depot|terminal|terminus)\b/i;
const NOT_A_BUS_DEPOT = /\b(?:kachara|fuel|vehicle|cod|sub depot)\b/i;

export function stopKind(name: string): RowKind {
  return BUS_STAND.test(name) && !NOT_A_BUS_DEPOT.test(name)
    ? { type: 'bus_station', kind: 'bus_stand' }
    : { type: 'bus_stop', kind: 'other' };
}
