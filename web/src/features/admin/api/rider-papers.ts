import * as safetyApi from '@dropwise/domain/api/safety';
import type { PapersInput } from '@dropwise/domain/safety/rider-papers';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { LoadedPapers } from '@dropwise/domain/api/safety';

/** GET /api/admin/riders/:riderId/papers: the papers as saved, and what is missing, expired or ending. */
export async function loadRiderPapers(auth: Auth, riderId: string): Promise<safetyApi.LoadedPapers> {
  return (await request(safetyApi.getRiderPapers, { auth, params: { riderId } })).data;
}

/** PUT /api/admin/riders/:riderId/papers: replaces the papers (a field left out is a paper not seen). */
export async function saveRiderPapers(
  auth: Auth,
  riderId: string,
  papers: PapersInput,
): Promise<safetyApi.PapersAnswer> {
  return (await request(safetyApi.saveRiderPapers, { auth, params: { riderId }, body: papers })).data;
}
