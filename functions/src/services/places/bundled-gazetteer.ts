import data from './gazetteer/places.json';
import type { GazetteerEntry } from './gazetteer-index.js';
import { GazetteerPlaces } from './gazetteer-places.js';

let shared: GazetteerPlaces | undefined;

/** The gazetteer of the bundled file, built once per function instance. */
export function bundledGazetteer(): GazetteerPlaces {
  shared ??= new GazetteerPlaces(data.places as GazetteerEntry[]);
  return shared;
}
