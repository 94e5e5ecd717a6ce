export interface SteadyRow<T> {
  item: T;
  /** No longer in the live list (handled here or elsewhere); shown in place until the hold ends. */
  gone: boolean;
}

/**
 * The rows to show while the admin is working on a list that keeps changing underneath: the rows
 * that were on screen when they started, in the same places (updated where they changed, marked
 * `gone` where they left), and how many new rows arrived meanwhile (shown once the hold ends).
 */
export function steadyRows<T extends { id: string }>(
  onScreen: T[],
  live: T[],
): { rows: SteadyRow<T>[]; arrived: number } {
  const liveById = new Map(live.map((item) => [item.id, item]));
  const kept = new Set(onScreen.map((item) => item.id));
  return {
    rows: onScreen.map((item) => {
      const current = liveById.get(item.id);
      return current ? { item: current, gone: false } : { item, gone: true };
    }),
    arrived: live.filter((item) => !kept.has(item.id)).length,
  };
}
