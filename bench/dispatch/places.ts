/** Where the dispatch bench puts its riders and pickups: the two demo cities. */
export interface Point {
  lat: number;
  lng: number;
}

export const CITIES = [
  { name: 'Pune', centre: { lat: 18.5204, lng: 73.8567 } },
  { name: 'Agra', centre: { lat: 27.1767, lng: 78.0081 } },
] as const;

/** Riders and pickups fall anywhere in a disc this wide around each centre. */
export const DISC_KM = 12;

const KM_PER_DEGREE = 111.2;

/**
 * Mulberry32: a seeded stream, so every run places the same riders and pickups and two runs
 * differ only in timing.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point spread evenly over the disc's area (the square root keeps the rim as full as the middle). */
export function pointInDisc(centre: Point, random: () => number): Point {
  const km = DISC_KM * Math.sqrt(random());
  const angle = 2 * Math.PI * random();
  return {
    lat: centre.lat + (km * Math.cos(angle)) / KM_PER_DEGREE,
    lng: centre.lng + (km * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180)),
  };
}
