import { DEMO_CITIES } from './gazetteer-rules';
import type { GazetteerRow } from './gazetteer-row';

const centre = DEMO_CITIES[0]!.centre;

/** A made-up row `kmNorth` of the first demo city's centre (one degree of latitude is 111.2 km). */
export function madeUpRow(
  id: string,
  name: string,
  kmNorth: number,
  extra: Partial<GazetteerRow> = {},
): GazetteerRow {
  return {
    id,
    name,
    area: 'X',
    city: DEMO_CITIES[0]!.name,
    kind: 'locality',
    lat: centre.lat + kmNorth / 111.2,
    lng: centre.lng,
    rank: 2,
    ...extra,
  };
}
