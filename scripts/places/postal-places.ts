import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyPlace, cleanPostalName } from './gazetteer-rules';
import { cityOf, type GazetteerRow, round, slug } from './gazetteer-row';
import { kindRank, postalKind } from './place-kinds';

/** GeoNames postal accuracy: 1 is a guess for the whole pincode; 3 and 4 come from a named place. */
const MIN_POSTAL_ACCURACY = 3;
/**
 * Some rows of accuracy 3 still carry a stand-in point shared by dozens of pincodes (one point
 * east of Pune stands for 72 of them, from Lonavala to Baramati). A real locality point belongs
 * to one pincode, rarely a few neighbours; a point shared more widely is dropped.
 */
const MAX_PINCODES_PER_POINT = 4;

/** Localities from GeoNames' postal code file (unpacked in `dir`) within the demo cities. */
export function postalPlaces(dir: string): GazetteerRow[] {
  const lines = readFileSync(join(dir, 'data', 'IN.txt'), 'utf8')
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((cells) => cells.length >= 12);
  const pincodesAtPoint = new Map<string, Set<string>>();
  for (const cells of lines) {
    const point = `${cells[9]},${cells[10]}`;
    const pincodes = pincodesAtPoint.get(point) ?? new Set<string>();
    pincodes.add(cells[1] ?? '');
    pincodesAtPoint.set(point, pincodes);
  }
  const rows: GazetteerRow[] = [];
  for (const cells of lines) {
    const [, pincode, rawName, , , district, , taluk, , latText, lngText, accuracyText] = cells;
    const lat = Number(latText);
    const lng = Number(lngText);
    if (Number(accuracyText) < MIN_POSTAL_ACCURACY || !Number.isFinite(lat) || !Number.isFinite(lng))
      continue;
    if ((pincodesAtPoint.get(`${latText},${lngText}`)?.size ?? 0) > MAX_PINCODES_PER_POINT) continue;
    const city = cityOf(lat, lng, (demo) => demo.localityRadiusKm);
    const name = cleanPostalName(rawName ?? '');
    if (!city || !name) continue;
    const where = [taluk, district].filter(
      (part, index, all) => part && part !== 'NA' && all.indexOf(part) === index,
    );
    const kind = postalKind(name, classifyPlace(name));
    rows.push({
      id: `pin-${pincode}-${slug(name)}`,
      name,
      area: `${where.join(', ')} ${pincode}`.trim(),
      city: city.name,
      kind,
      lat: round(lat),
      lng: round(lng),
      // A post office named after a temple ranks as one; everything else it names, 2.
      rank: kindRank(kind, 2),
    });
  }
  return rows;
}
