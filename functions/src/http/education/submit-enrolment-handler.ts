import type { Request } from 'express';
import type * as educationApi from '@dropwise/domain/api/education';
import { enrolmentRequestSchema } from '@dropwise/domain/enrolment';
import { db } from '../../lib/firebase-admin.js';
import { submitEnrolment } from '../../services/education/submit-enrolment.js';
import { parseBody } from '../parse-request.js';
import { clientKey } from '../rate-limit.js';
import { limitRule } from '../../services/limits/limit-table.js';
import type { ResponseOf } from '../area-router.js';

/**
 * POST /api/education/addform (the legacy path, docs/api.md): a visitor submits an enrolment in a
 * course. The per-client limit is checked in the enrolment's own transaction (not by middleware in
 * front of it), which keeps the call at two round trips to Firestore; only valid requests count
 * against it.
 */
export async function submitEnrolmentHandler(
  req: Request,
  res: ResponseOf<typeof educationApi.submitEnrolment>,
): Promise<void> {
  const enrolment = parseBody(enrolmentRequestSchema, req);
  const { id, duplicate } = await submitEnrolment(db, enrolment, {
    key: clientKey(req),
    rule: limitRule('educationEnrol'),
  });
  res.status(200).json(duplicate ? { success: true, id, duplicate: true } : { success: true, id });
}
