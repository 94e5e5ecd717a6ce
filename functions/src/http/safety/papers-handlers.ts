import type { Request } from 'express';
import type * as safetyApi from '@dropwise/domain/api/safety';
import { indiaDate } from '@dropwise/domain/india-time';
import { papersInputSchema } from '@dropwise/domain/safety/rider-papers';
import { db } from '../../lib/firebase-admin.js';
import { readRiderPapers, saveRiderPapers } from '../../services/papers/rider-papers.js';
import { caller } from '../request-caller.js';
import { parseBody, parseParams } from '../parse-request.js';
import { NO_SUCH_RECORD, riderParams } from '../admin/admin-params.js';
import type { ResponseOf } from '../area-router.js';

// Built once: a schema costs more to build than to check a body with; the day is read per call.
const papersSchema = papersInputSchema(() => indiaDate(Date.now()));

/** PUT /api/admin/riders/:riderId/papers: an admin saves a rider's papers whole. */
export async function saveRiderPapersHandler(
  req: Request,
  res: ResponseOf<typeof safetyApi.saveRiderPapers>,
): Promise<void> {
  const { riderId } = parseParams(riderParams, req, NO_SUCH_RECORD);
  const papers = parseBody(papersSchema, req);
  res.json({ success: true, data: await saveRiderPapers(db, riderId, papers, caller(res).uid) });
}

/** GET /api/admin/riders/:riderId/papers: the papers and where they stand today. */
export async function getRiderPapersHandler(
  req: Request,
  res: ResponseOf<typeof safetyApi.getRiderPapers>,
): Promise<void> {
  const { riderId } = parseParams(riderParams, req, NO_SUCH_RECORD);
  res.json({ success: true, data: await readRiderPapers(db, riderId) });
}
