import type { IndexedPlace } from './gazetteer-index.js';

export interface Scored {
  entry: IndexedPlace;
  score: number;
  distance: number | undefined;
}

const better = (a: Scored, b: Scored) =>
  a.score - b.score ||
  a.entry.place.name.length - b.entry.place.name.length ||
  a.entry.place.name.localeCompare(b.entry.place.name);

/** The best `limit` of many offered places, without sorting them all. */
export class TopPlaces {
  private readonly kept: Scored[] = [];
  constructor(private readonly limit: number) {}

  offer(candidate: Scored): void {
    const kept = this.kept;
    if (kept.length === this.limit && better(candidate, kept[kept.length - 1]!) >= 0) return;
    let at = kept.length;
    while (at > 0 && better(candidate, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, candidate);
    if (kept.length > this.limit) kept.pop();
  }

  sorted(): Scored[] {
    return this.kept;
  }
}
