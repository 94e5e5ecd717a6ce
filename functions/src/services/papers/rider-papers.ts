import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { LoadedPapers } from '@dropwise/domain/api/safety';
import { indiaDate } from '@dropwise/domain/india-time';
import { type Papers, papersState, type PapersState } from '@dropwise/domain/safety/rider-papers';
import { papersRecords } from '@dropwise/domain/safety/papers-records';
import { RIDER_CARDS, RIDERS } from '@dropwise/domain/collections';
import { ApiError } from '../../lib/api-error.js';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { readDocuments } from '../../lib/read-documents.js';

const noSuchRider = () => new ApiError(404, 'not_found', 'There is no such record.');

/**
 * Saves a rider's papers whole (a field left out is a paper not yet seen) in one transaction:
 * `riders/{id}.papers` with `papersUntil` (what duty and dispatch check) and `vehicle`, and the
 * rider's card, which is all a customer may read. A photo left out keeps the one saved before.
 */
export async function saveRiderPapers(
  db: Firestore,
  riderId: string,
  input: Papers & { photo?: string | null },
  by: string,
  now: number = Date.now(),
): Promise<PapersState> {
  const riderRef = db.collection(RIDERS).doc(riderId);
  const cardRef = db.collection(RIDER_CARDS).doc(riderId);
  const { photo, ...papers } = input;
  // Firestore stores no undefined: a paper left out is simply absent.
  const saved = Object.fromEntries(
    Object.entries(papers).filter(([, value]) => value !== undefined),
  ) as Papers;
  const deadline = deadlineFromNow();
  await firestoreCall(
    db.runTransaction(async (transaction) => {
      const [rider, card] = await readDocuments(transaction, riderRef, cardRef);
      if (!rider.exists) throw noSuchRider();
      assertBefore(deadline);
      const keptPhoto = (card.get('photo') as string | null | undefined) ?? null;
      const records = papersRecords(rider.get('name'), saved, photo === undefined ? keptPhoto : photo);
      transaction.update(riderRef, {
        ...records.rider,
        papers: { ...saved, updatedAt: FieldValue.serverTimestamp(), updatedBy: by },
      });
      transaction.set(cardRef, records.card);
    }),
    deadline,
  );
  return papersState(saved, indiaDate(now));
}

/** A rider's papers and where they stand today (India time). */
export async function readRiderPapers(
  db: Firestore,
  riderId: string,
  now: number = Date.now(),
): Promise<LoadedPapers> {
  const [rider, card] = await db.getAll(
    db.collection(RIDERS).doc(riderId),
    db.collection(RIDER_CARDS).doc(riderId),
  );
  if (!rider!.exists) throw noSuchRider();
  const stored = rider!.get('papers') as
    (Partial<Papers> & { updatedAt?: unknown; updatedBy?: unknown }) | undefined;
  const state = papersState(stored, indiaDate(now));
  if (!stored) return { ...state, papers: null };
  const { updatedAt: _at, updatedBy: _by, ...papers } = stored;
  return {
    ...state,
    papers: { ...papers, photo: (card!.get('photo') as string | null | undefined) ?? null },
  };
}
