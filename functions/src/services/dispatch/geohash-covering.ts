import { distanceBetween, geohashForLocation } from 'geofire-common';

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
const KM_PER_DEGREE = 111.2;
/** A cell's longer edge is at most this share of the radius. */
const CELL_TO_RADIUS = 0.6;
const MAX_BITS = 50;
/** Slack for the flat-earth nearest point of a cell, so a rider on the circle's edge is never missed. */
const EDGE_KM = 0.01;

/** `[start, end]` for `orderBy('geohash').startAt(start).endAt(end)`: `end` is the next cell's prefix. */
export type GeohashRange = [string, string];

interface CellGrid {
  bits: number;
  latDegrees: number;
  lngDegrees: number;
}

function gridOf(bits: number): CellGrid {
  // Geohash bits alternate longitude first, so longitude gets the odd one.
  return { bits, latDegrees: 180 / 2 ** Math.floor(bits / 2), lngDegrees: 360 / 2 ** Math.ceil(bits / 2) };
}

/** The coarsest cells whose longer edge fits CELL_TO_RADIUS of the radius at this latitude. */
function gridFor(lat: number, radiusKm: number): CellGrid {
  const lngKm = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  for (let bits = 1; bits < MAX_BITS; bits += 1) {
    const grid = gridOf(bits);
    if (Math.max(grid.latDegrees * KM_PER_DEGREE, grid.lngDegrees * lngKm) <= radiusKm * CELL_TO_RADIUS) {
      return grid;
    }
  }
  return gridOf(MAX_BITS);
}

/** The geohash range of the `bits`-bit cell holding a point (a whole cell need not end on a character). */
function cellRange(lat: number, lng: number, bits: number): GeohashRange {
  const precision = Math.ceil(bits / 5);
  const hash = geohashForLocation([lat, lng], precision);
  const base = hash.slice(0, precision - 1);
  const unusedBits = precision * 5 - bits;
  const first = (BASE32.indexOf(hash[precision - 1]!) >> unusedBits) << unusedBits;
  const next = first + (1 << unusedBits);
  return [base + BASE32[first], next > 31 ? `${base}~` : base + BASE32[next]];
}

/**
 * Geohash ranges that hold every point within `radiusKm` of `center`: the cells of a grid sized to
 * the radius that reach into the circle, adjacent ones merged. `geohashQueryBounds` covers the
 * circle's bounding box with cells larger than the radius, so where riders are dense most of what
 * its queries return lies outside the circle; cells about half the radius read little outside it
 * for a handful more (parallel) queries, so the reads follow the riders inside the circle.
 */
export function geohashCovering(center: { lat: number; lng: number }, radiusKm: number): GeohashRange[] {
  const grid = gridFor(center.lat, radiusKm);
  const latReach = radiusKm / KM_PER_DEGREE;
  const lngReach = latReach / Math.max(0.01, Math.cos((center.lat * Math.PI) / 180));
  const row = (lat: number) => Math.floor((lat + 90) / grid.latDegrees);
  const column = (lng: number) => Math.floor((lng + 180) / grid.lngDegrees);
  const ranges: GeohashRange[] = [];
  for (let i = row(center.lat - latReach); i <= row(center.lat + latReach); i += 1) {
    for (let j = column(center.lng - lngReach); j <= column(center.lng + lngReach); j += 1) {
      const south = i * grid.latDegrees - 90;
      const west = j * grid.lngDegrees - 180;
      const nearest: [number, number] = [
        Math.min(Math.max(center.lat, south), south + grid.latDegrees),
        Math.min(Math.max(center.lng, west), west + grid.lngDegrees),
      ];
      if (distanceBetween(nearest, [center.lat, center.lng]) > radiusKm + EDGE_KM) continue;
      ranges.push(cellRange(south + grid.latDegrees / 2, west + grid.lngDegrees / 2, grid.bits));
    }
  }
  ranges.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const merged: GeohashRange[] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && last[1] === start) last[1] = end;
    else merged.push([start, end]);
  }
  return merged;
}
