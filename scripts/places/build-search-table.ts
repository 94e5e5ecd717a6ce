/**
 * Writes the search test table (functions/src/services/places/everyday-searches.json): for each
 * demo city, the hand-picked everyday searches of everyday-searches.tsv, then spelling variants
 * of the city's distinctive places (a name lower-cased, its words reversed, its words cut short,
 * one slip in its longest word, its Devanagari name) until the city has TABLE_SIZE searches and
 * at least MIN_VARIANTS variants.
 * Every expected point is copied from the gazetteer row it names, i.e. from the source data.
 * Run after `npm run places:build`: `tsx scripts/places/build-search-table.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldText } from '../../domain/src/places';

const TABLE_SIZE = 200;
/** Spelling variants per city however many everyday searches there are, so every kind is there. */
const MIN_VARIANTS = 150;
const placesFile = fileURLToPath(
  new URL('../../functions/src/services/places/gazetteer/places.json', import.meta.url),
);
const tableFile = fileURLToPath(
  new URL('../../functions/src/services/places/everyday-searches.json', import.meta.url),
);
const curatedFile = fileURLToPath(new URL('./everyday-searches.tsv', import.meta.url));

interface Place {
  id: string;
  name: string;
  city: string;
  lat: number;
  lng: number;
  alt?: string[];
  rank: number;
}
export interface SearchCase {
  city: string;
  q: string;
  how: 'everyday' | 'lower-case' | 'reversed' | 'cut short' | 'slip' | 'devanagari';
  expect: { id: string; name: string; lat: number; lng: number };
}

const places = (JSON.parse(readFileSync(placesFile, 'utf8')) as { places: Place[] }).places;
const byId = new Map(places.map((place) => [place.id, place]));
const expectOf = (place: Place) => ({ id: place.id, name: place.name, lat: place.lat, lng: place.lng });
const DEVANAGARI = /\p{Script=Devanagari}/u;

function curated(): SearchCase[] {
  return readFileSync(curatedFile, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [city = '', q = '', id = ''] = line.split('\t');
      const place = byId.get(id);
      if (!place || place.city !== city) throw new Error(`everyday-searches.tsv: no ${city} row ${id}`);
      return { city, q, how: 'everyday', expect: expectOf(place) };
    });
}

/** Two letters in the middle of the longest word swapped: "magarpatta" as "magrapatta". */
function slip(name: string): string | undefined {
  const words = foldText(name).split(' ');
  const longest = [...words].sort((a, b) => b.length - a.length)[0] ?? '';
  if (longest.length < 6 || !/^\p{Script=Latin}+$/u.test(longest)) return undefined;
  const at = Math.floor(longest.length / 2);
  const slipped = `${longest.slice(0, at)}${longest[at + 1]}${longest[at]}${longest.slice(at + 2)}`;
  return slipped === longest ? undefined : words.map((word) => (word === longest ? slipped : word)).join(' ');
}

function variants(city: string, wanted: number): SearchCase[] {
  const inCity = places.filter((place) => place.city === city);
  const sameName = new Map<string, number>();
  for (const place of inCity)
    sameName.set(foldText(place.name), (sameName.get(foldText(place.name)) ?? 0) + 1);
  // Distinctive: its name is its own in the city and says something beyond a type.
  const distinctive = inCity
    .filter(
      (place) =>
        sameName.get(foldText(place.name)) === 1 && foldText(place.name).replace(/ /g, '').length >= 5,
    )
    .sort((a, b) => b.rank - a.rank || a.id.localeCompare(b.id));
  const cases: SearchCase[] = [];
  const kinds: Array<(place: Place) => Pick<SearchCase, 'q' | 'how'> | undefined> = [
    (place) => ({ q: place.name.toLowerCase(), how: 'lower-case' }),
    (place) => {
      const words = place.name.split(/\s+/);
      return words.length > 1 ? { q: [...words].reverse().join(' '), how: 'reversed' } : undefined;
    },
    (place) => {
      const words = foldText(place.name).split(' ');
      return words.length > 1
        ? { q: words.map((word) => word.slice(0, 4)).join(' '), how: 'cut short' }
        : undefined;
    },
    (place) => {
      const q = slip(place.name);
      return q ? { q, how: 'slip' } : undefined;
    },
    (place) => {
      const q = place.alt?.find((name) => DEVANAGARI.test(name));
      return q ? { q, how: 'devanagari' } : undefined;
    },
  ];
  let index = 0;
  for (const place of distinctive) {
    if (cases.length >= wanted) break;
    // Devanagari names are few, so a place that has one gives it while that kind is short of its share.
    const devanagari = kinds[kinds.length - 1]!(place);
    if (
      devanagari &&
      cases.filter((entry) => entry.how === 'devanagari').length * kinds.length < cases.length
    ) {
      cases.push({ city, ...devanagari, expect: expectOf(place) });
      index++;
      continue;
    }
    // Each place once, its kind of variant taken in turn, so every kind is well represented.
    for (let tries = 0; tries < kinds.length; tries++) {
      const made = kinds[(index + tries) % kinds.length]!(place);
      if (made) {
        cases.push({ city, ...made, expect: expectOf(place) });
        break;
      }
    }
    index++;
  }
  return cases;
}

function main(): void {
  const everyday = curated();
  const table = ['Pune', 'Agra'].flatMap((city) => {
    const own = everyday.filter((entry) => entry.city === city);
    return [...own, ...variants(city, Math.max(TABLE_SIZE - own.length, MIN_VARIANTS))];
  });
  writeFileSync(tableFile, `${JSON.stringify(table, null, 2)}\n`);
  const counts = Object.fromEntries(
    ['Pune', 'Agra'].map((city) => [city, table.filter((entry) => entry.city === city).length]),
  );
  console.log(`wrote ${table.length} searches (${JSON.stringify(counts)}) to ${tableFile}`);
}

main();
