import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { isCreateConflict } from '../../lib/create-conflict.js';
import { firestoreCall } from '../../lib/deadline.js';
import { GroupCommit } from '../../lib/group-commit.js';
import { guessedSlot, limited, rememberSlotTaken, takeSlot } from '../limits/rate-limit-slots.js';
import { commitAlone } from './enrolment-alone-commit.js';
import type { NewEnrolmentWrite } from './new-enrolment-write.js';

/**
 * - stored: this enrolment's record and slot were written;
 * - exists: the record was already there (a replay).
 */
export type CommitOutcome = 'stored' | 'exists';

interface Queued extends NewEnrolmentWrite {
  settle(outcome: CommitOutcome | Promise<CommitOutcome>): void;
  fail(error: unknown): void;
}

interface Member extends Queued {
  slot: number;
}

/** 2 writes per enrolment; a Firestore batch holds at most 500. */
const MAX_GROUP = 200;

const queues = new WeakMap<Firestore, GroupCommit<Queued, Member[]>>();

function queueOf(db: Firestore): GroupCommit<Queued, Member[]> {
  let queue = queues.get(db);
  if (!queue) {
    const created: GroupCommit<Queued, Member[]> = new GroupCommit({
      take: (waiting) => nextGroup(db, waiting),
      write: (group) => writeGroup(db, created, group),
      failed: (group, error) => group.forEach((member) => member.fail(error)),
    });
    queue = created;
    queues.set(db, queue);
  }
  return queue;
}

/**
 * Picks the next group from the queue: each enrolment with the client's next slot (consecutive
 * for several of one client). One that cannot go in a shared batch (a second write of the same
 * record, a client past its limit, a request already answered) is committed alone.
 */
function nextGroup(db: Firestore, waiting: Queued[]): Member[] | undefined {
  const queued = waiting.splice(0, MAX_GROUP);
  const records = new Set<string>();
  const nextSlot = new Map<string, number>();
  const group: Member[] = [];
  for (const entry of queued) {
    const slot = nextSlot.get(entry.slots.key) ?? guessedSlot(entry.slots);
    const overLimit = limited(entry.slots) && slot > entry.slots.rule.limit;
    if (records.has(entry.ref.path) || overLimit || Date.now() >= entry.deadline) {
      entry.settle(commitAlone(db, entry));
      continue;
    }
    records.add(entry.ref.path);
    nextSlot.set(entry.slots.key, slot + 1);
    group.push({ ...entry, slot });
  }
  return group.length > 0 ? group : undefined;
}

function writeGroup(db: Firestore, queue: GroupCommit<Queued, Member[]>, group: Member[]): Promise<void> {
  const batch = db.batch();
  for (const member of group) {
    batch.create(member.ref, member.record);
    if (limited(member.slots)) takeSlot(db, batch, member.slots, member.slot);
  }
  // The shared commit is bounded by the latest deadline in it, so a stalled store frees the
  // queue for the next group; each caller also waits no longer than its own deadline.
  const deadline = Math.max(...group.map((member) => member.deadline));
  return commitGroup(db, queue, group, batch, deadline);
}

async function commitGroup(
  db: Firestore,
  queue: GroupCommit<Queued, Member[]>,
  group: Member[],
  batch: WriteBatch,
  deadline: number,
): Promise<void> {
  try {
    await firestoreCall(batch.commit(), deadline);
  } catch (error) {
    if (!isCreateConflict(error)) throw error;
    return settleRefusedGroup(db, queue, group, deadline);
  }
  for (const member of group) {
    if (limited(member.slots)) rememberSlotTaken(member.slots, member.slot);
    member.settle('stored');
  }
}

/**
 * A refused batch stored nothing. One read of its records finds the replays among them; the
 * others go back to the front of the queue for the next batch. When none of the records exists,
 * a rate-limit slot was taken: those enrolments are committed alone, where the slots are counted.
 */
async function settleRefusedGroup(
  db: Firestore,
  queue: GroupCommit<Queued, Member[]>,
  group: Member[],
  deadline: number,
): Promise<void> {
  const snapshots = await firestoreCall(db.getAll(...group.map((member) => member.ref)), deadline);
  const replays = group.filter((_, index) => snapshots[index]?.exists);
  if (replays.length === 0) {
    group.forEach((member) => member.settle(commitAlone(db, member)));
    return;
  }
  replays.forEach((member) => member.settle('exists'));
  queue.putBack(group.filter((_, index) => !snapshots[index]?.exists));
}

/**
 * Group commit of new enrolments on one instance (lib/group-commit.ts): the enrolments that
 * arrive while one batch is on its way to the store go together as the next batch, each record
 * beside its client's rate-limit slot.
 *
 * A batch is atomic, so a refused one stored none of its enrolments (see settleRefusedGroup).
 */
export function commitInGroup(db: Firestore, write: NewEnrolmentWrite): Promise<CommitOutcome> {
  const committed = new Promise<CommitOutcome>((settle, fail) => {
    queueOf(db).add({ ...write, settle, fail });
  });
  return firestoreCall(committed, write.deadline);
}
