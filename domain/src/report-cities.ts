/** The demo cities the reports count by, and the catch-all for pickups elsewhere. */
export const REPORT_CITIES = {
  pune: { lat: 18.5204, lng: 73.8567 },
  agra: { lat: 27.1767, lng: 78.0081 },
} as const;
export type ReportCity = keyof typeof REPORT_CITIES | 'other';
const CITY_REACH_KM = 60;

/** The city a pickup belongs to for the reports: the nearest demo city within 60 km, or `other`. */
export function reportCityOf(point: { lat: number; lng: number } | null | undefined): ReportCity {
  if (!point) return 'other';
  let best: ReportCity = 'other';
  let bestKm = CITY_REACH_KM;
  for (const [city, centre] of Object.entries(REPORT_CITIES) as Array<
    [ReportCity, { lat: number; lng: number }]
  >) {
    // An equirectangular distance is plenty to tell two cities 1,000 km apart.
    const x = ((point.lng - centre.lng) * Math.PI * Math.cos((centre.lat * Math.PI) / 180)) / 180;
    const y = ((point.lat - centre.lat) * Math.PI) / 180;
    const km = Math.sqrt(x * x + y * y) * 6371;
    if (km <= bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return best;
}
