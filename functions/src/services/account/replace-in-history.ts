import type { OrderHistoryEntry } from '@dropwise/domain/order-document';

type Entry = OrderHistoryEntry<unknown>;

/**
 * The order's history with `uid` replaced by `tombstone` wherever an entry names who made it
 * (`by: {uid, role}`, and `by: uid` in older entries); null when no entry names them, so that
 * the caller writes nothing.
 */
export function historyWithout(history: unknown, uid: string, tombstone: string): Entry[] | null {
  if (!Array.isArray(history)) return null;
  const entries = history as Entry[];
  let named = false;
  const replaced = entries.map((entry) => {
    if (entry.by === uid) {
      named = true;
      return { ...entry, by: tombstone };
    }
    if (typeof entry.by === 'object' && entry.by?.uid === uid) {
      named = true;
      return { ...entry, by: { ...entry.by, uid: tombstone } };
    }
    return entry;
  });
  return named ? replaced : null;
}
