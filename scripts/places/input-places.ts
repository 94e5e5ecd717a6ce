/**
 * Reads the committed open-data extracts in scripts/places/inputs/ (OpenStreetMap POIs and
 * datameet's railway stations) into gazetteer rows: a kind, a prominence rank and the words of
 * its type, plus alternative spellings the sources give or that follow from the name itself
 * ("Pune Jn" is also "Pune Junction" and "Pune station"). Coordinates are the sources', as they are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlaceKind } from '../../domain/src/places.js';
import { inputKind, kindRank } from './place-kinds';

const inputsDir = fileURLToPath(new URL('./inputs', import.meta.url));

export interface InputPlace {
  id: string;
  name: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
  type: string;
  alt?: string[];
  rank: number;
  /** The street or suburb of the source's address, when it gives one. */
  street?: string;
  /** The source's Wikidata item ("Q9141"): a sign the place is well known. */
  wikidata?: string;
  source: string;
}

/** Type words and prominence (3: everybody knows it and books to it; 0: one of many alike). */
const TYPES: Record<string, { label: string; rank: number }> = {
  railway_station: { label: 'railway station', rank: 3 },
  metro_station: { label: 'metro station', rank: 3 },
  bus_station: { label: 'bus stand', rank: 3 },
  // One of thousands along every road: named when people meet there, never over what it is named after.
  bus_stop: { label: 'bus stop', rank: 0 },
  airport: { label: 'airport', rank: 3 },
  mall: { label: 'mall', rank: 2 },
  hotel: { label: 'hotel', rank: 1 },
  department_store: { label: 'department store', rank: 1 },
  attraction: { label: 'attraction', rank: 2 },
  museum: { label: 'museum', rank: 2 },
  zoo: { label: 'zoo', rank: 2 },
  viewpoint: { label: 'viewpoint', rank: 1 },
  garden: { label: 'garden', rank: 1 },
  park: { label: 'park', rank: 1 },
  cinema: { label: 'cinema', rank: 1 },
  theatre: { label: 'theatre', rank: 1 },
  place_of_worship: { label: 'temple', rank: 1 },
  police_station: { label: 'police station', rank: 1 },
  fire_station: { label: 'fire station', rank: 1 },
  food_court: { label: 'food court', rank: 0 },
  supermarket: { label: 'supermarket', rank: 0 },
  restaurant: { label: 'restaurant', rank: 0 },
  fast_food: { label: 'fast food', rank: 0 },
  cafe: { label: 'cafe', rank: 0 },
  bar: { label: 'bar', rank: 0 },
  pub: { label: 'pub', rank: 0 },
  pharmacy: { label: 'pharmacy', rank: 0 },
  artwork: { label: 'artwork', rank: 0 },
};

/** Names that are only a type ("Police Station", "mandir") say nothing about where. */
const GENERIC_NAME =
  /^(?:police (?:station|chowki|chauki|choki|thana)|police|fire station|mosque|masjid|church|gurudwara|gurdwara|guru dwara|mandir|temple|tampel|hotel|m|street art wall|vegetable market|rpf chauki)$/i;

function spellings(name: string, type: string): { name: string; alt: string[] } {
  const alt: string[] = [];
  let display = name;
  if (type === 'railway_station') {
    const junction = name.replace(/\bJn\b/i, 'Junction');
    const base = junction.replace(/\s+Junction$/i, '');
    if (junction !== name) alt.push(name);
    display = /station/i.test(junction) ? junction : `${junction} railway station`;
    alt.push(`${base} station`, `${base} railway station`);
  }
  if (type === 'metro_station' && !/station/i.test(name)) {
    display = `${name} metro station`;
    alt.push(name);
  }
  if (/\bcantt\b/i.test(display)) alt.push(display.replace(/\bcantt\b/i, 'Cantonment'));
  if (/\bcantonment\b/i.test(display)) alt.push(display.replace(/\bcantonment\b/i, 'Cantt'));
  return { name: display, alt };
}

function parseTsv(file: string): InputPlace[] {
  const source = file.replace(/\.tsv$/, '');
  return readFileSync(join(inputsDir, file), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('id\t'))
    .flatMap((line): InputPlace[] => {
      const [
        id = '',
        rawName = '',
        latText,
        lngText,
        type = '',
        altText = '',
        street = '',
        kindText,
        wikidata,
      ] = line.split('\t');
      const lat = Number(latText);
      const lng = Number(lngText);
      if (
        rawName.replace(/[^\p{L}]/gu, '').length < 2 ||
        GENERIC_NAME.test(rawName) ||
        !Number.isFinite(lat) ||
        !Number.isFinite(lng)
      )
        return [];
      const info = TYPES[type] ?? { label: type.replace(/_/g, ' '), rank: 0 };
      const kind = inputKind(type, kindText);
      const { name, alt } = spellings(rawName, type);
      const allAlt = [...new Set([...altText.split('|'), ...alt].filter((other) => other && other !== name))];
      return [
        {
          id,
          name,
          kind,
          lat,
          lng,
          type: info.label,
          ...(allAlt.length ? { alt: allAlt } : {}),
          rank: kindRank(kind, info.rank),
          ...(street ? { street } : {}),
          ...(wikidata ? { wikidata } : {}),
          source,
        },
      ];
    });
}

/** Stations first, then OSM rows: the order decides which point a place keeps when told twice. */
export function placesFromInputs(): InputPlace[] {
  const files = readdirSync(inputsDir)
    .filter((file) => file.endsWith('.tsv'))
    .sort((a, b) => Number(b.startsWith('railway')) - Number(a.startsWith('railway')) || a.localeCompare(b));
  return files.flatMap(parseTsv);
}
