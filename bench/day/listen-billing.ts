/**
 * What one page's Firestore listeners are billed, from its Listen channel's messages (page-probe.ts
 * reports them). Firestore bills a listener a read for each document added to its result or
 * updated in it; a document removed from it is not billed; listening again to a query within 30
 * minutes with a resume token bills only what changed meanwhile
 * (https://firebase.google.com/docs/firestore/pricing#listens).
 *
 * The Firestore emulator does not send that: on a change to a query's result it often sends a
 * `targetChange` RESET and the whole result again, and it ignores resume tokens. Counting every
 * `documentChange` counted each of those resends as reads (a notification feed of 20 re-sent for
 * each new notification). So a document is billed to a listener only when the listener does not
 * hold it at that `updateTime` yet: what it holds is kept per query (the SDK listens again to the
 * same query under the same or another target id) and across a RESET, and forgotten when the
 * document leaves the result or the query is listened to again without a resume token or after
 * 30 minutes. Lookups the SDK makes itself (odd target ids: a document it has lost track of, which
 * here follows the emulator's RESETs) are billed too, under their own name.
 */
export type ListenEvent =
  | { kind: 'listen'; targetId: number; query: string; resumed: boolean }
  | { kind: 'unlisten'; targetId: number }
  | { kind: 'document'; name: string; updateTime: string; targetIds: number[]; removedTargetIds: number[] }
  | { kind: 'gone'; name: string; removedTargetIds: number[] };

const RESUME_WINDOW_MS = 30 * 60_000;

/** `projects/p/databases/d/documents/users/u/notifications/n` -> `users/*\/notifications`. */
export const collectionOf = (name: string) =>
  (name.split('/documents/')[1] ?? '')
    .split('/')
    .filter((_, index) => index % 2 === 0)
    .join('/*/');

export class ListenBilling {
  private readonly queryOf = new Map<number, string>();
  private readonly held = new Map<string, { docs: Map<string, string>; lastAt: number }>();

  /** The reads an event bills, by what is read (a collection, or a lookup's name). */
  hear(event: ListenEvent, at = Date.now()): Array<{ what: string; reads: number }> {
    if (event.kind === 'listen') {
      this.queryOf.set(event.targetId, event.query);
      const before = this.held.get(event.query);
      if (!before || !event.resumed || at - before.lastAt > RESUME_WINDOW_MS) {
        this.held.set(event.query, { docs: new Map(), lastAt: at });
      }
      return [];
    }
    if (event.kind === 'unlisten') {
      this.holding(event.targetId, at);
      return [];
    }
    for (const targetId of event.removedTargetIds) this.holding(targetId, at).docs.delete(event.name);
    if (event.kind === 'gone') return [];
    const billed = new Map<string, number>();
    for (const targetId of event.targetIds) {
      const { docs } = this.holding(targetId, at);
      if (docs.get(event.name) === event.updateTime) continue;
      docs.set(event.name, event.updateTime);
      const what = `${collectionOf(event.name)}${targetId % 2 === 1 ? ' (SDK lookups)' : ''}`;
      billed.set(what, (billed.get(what) ?? 0) + 1);
    }
    return [...billed].map(([what, reads]) => ({ what, reads }));
  }

  private holding(targetId: number, at: number) {
    const query = this.queryOf.get(targetId) ?? `target ${targetId}`;
    const held = this.held.get(query) ?? { docs: new Map<string, string>(), lastAt: at };
    held.lastAt = at;
    this.held.set(query, held);
    return held;
  }
}
