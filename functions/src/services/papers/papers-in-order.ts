import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { indiaDate } from '@dropwise/domain/india-time';
import {
  type Papers,
  papersProblem,
  papersState,
  type PapersState,
} from '@dropwise/domain/safety/rider-papers';
import { ApiError } from '../../lib/api-error.js';

/** Where a rider's papers stand on the India day of `now`, from their `riders/{id}` document. */
export function riderPapersState(rider: DocumentSnapshot, now: number): PapersState {
  return papersState(rider.get('papers') as Partial<Papers> | undefined, indiaDate(now));
}

/**
 * 409 `papers_incomplete` unless every paper is there and in date, naming each missing or expired
 * paper in `fields` (paper → `missing` or `expired`) so the app can say it in the rider's language.
 */
export function requirePapersInOrder(rider: DocumentSnapshot, now: number, message?: string): void {
  const state = riderPapersState(rider, now);
  if (state.status === 'complete') return;
  const fields: Record<string, string> = {};
  for (const paper of state.missing) fields[paper] = 'missing';
  for (const paper of state.expired) fields[paper] = 'expired';
  throw new ApiError(409, 'papers_incomplete', message ?? papersProblem(state), fields);
}
