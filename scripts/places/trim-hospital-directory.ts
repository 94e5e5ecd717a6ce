/**
 * Trims India's National Hospital Directory with geo code (data.gov.in, National Health Portal;
 * Government Open Data License - India) down to the hospitals of the Pune and Agra districts
 * within 40 km of the city centres, and writes them as inputs/hospital-directory.tsv.
 *
 *   tsx scripts/places/trim-hospital-directory.ts <hospital_directory.csv>
 *
 * The file read is the copy committed as `data/hospital_directory.csv` in the public repository
 * nikhil-dhumal/EquiHealth (commit f1b88de6401fd992fccce60ff05733436d2932f5), with the columns
 * Sr_No, Location_Coordinates ("lat, lng"), Hospital_Name, District, Address_First_Line, State,
 * Pincode, Telephone.
 *
 * The directory's points were geocoded from addresses, and where that failed many hospitals got
 * the same stand-in point (the district's or city's centre: 196 Pune hospitals share one point,
 * all 199 of Agra's share another). A point shared by more than MAX_ROWS_PER_POINT hospitals is
 * such a stand-in, so those rows are left out; nothing is moved or typed by hand. Names and
 * points are the source's (points rounded to 5 decimals).
 */
import { readFileSync } from 'node:fs';
import { round } from './trim-open-inputs';
import { countByCity, demoCityOf, type KindedRow, writeKindedTsv } from './kinded-inputs';

const OUTPUT = 'hospital-directory.tsv';
const MAX_ROWS_PER_POINT = 2;
const DISTRICTS: Record<string, string> = { Pune: 'pune', Agra: 'agra' };

/** RFC 4180 CSV: quoted fields may hold commas and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** "Sassoon General Hospital" stays; "SASSOON GENERAL HOSPITAL" and stray spaces are tidied. */
function tidyName(raw: string): string {
  const name = raw
    .replace(/\s+/g, ' ')
    .replace(/[,.\s-]+$/, '')
    .trim();
  return name === name.toUpperCase() ? name.toLowerCase().replace(/\b\p{L}/gu, (l) => l.toUpperCase()) : name;
}

function main(): void {
  const [path] = process.argv.slice(2);
  if (!path) throw new Error('Usage: trim-hospital-directory.ts <hospital_directory.csv>');
  const [header, ...records] = parseCsv(readFileSync(path, 'utf8'));
  const col = (name: string) => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`no column ${name}`);
    return index;
  };
  const [srNo, coords, hospital, district, address] = [
    col('Sr_No'),
    col('Location_Coordinates'),
    col('Hospital_Name'),
    col('District'),
    col('Address_First_Line'),
  ];
  const candidates = records.flatMap((cells) => {
    const [lat, lng] = (cells[coords] ?? '').split(',').map((part) => Number(part.trim()));
    if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    const city = demoCityOf(lat, lng);
    if (!city || (cells[district] ?? '').trim().toLowerCase() !== DISTRICTS[city.name]) return [];
    const name = tidyName(cells[hospital] ?? '');
    if (name.replace(/[^\p{L}]/gu, '').length < 3) return [];
    return [{ cells, lat, lng, name }];
  });
  const perPoint = new Map<string, number>();
  for (const { lat, lng } of candidates)
    perPoint.set(`${lat},${lng}`, (perPoint.get(`${lat},${lng}`) ?? 0) + 1);
  const rows: KindedRow[] = candidates
    .filter(({ lat, lng }) => (perPoint.get(`${lat},${lng}`) ?? 0) <= MAX_ROWS_PER_POINT)
    .map(({ cells, lat, lng, name }) => {
      const street = (cells[address] ?? '').replace(/\s+/g, ' ').trim();
      return {
        id: `nhd-${(cells[srNo] ?? '').trim()}`,
        name,
        lat: round(lat),
        lng: round(lng),
        type: 'hospital',
        alt: [],
        ...(street && street.length <= 60 ? { street } : {}),
        kind: 'hospital' as const,
      };
    });
  const written = writeKindedTsv(
    OUTPUT,
    '# National Hospital Directory with geo code (data.gov.in, Government Open Data License - India) via nikhil-dhumal/EquiHealth data/hospital_directory.csv; stand-in points shared by 3+ hospitals left out',
    rows,
  );
  console.log(
    `${OUTPUT}: ${written} rows`,
    countByCity(rows),
    `(of ${candidates.length} in the districts and radius)`,
  );
}

main();
