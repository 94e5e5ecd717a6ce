import type { Request } from 'express';
import type * as educationApi from '@dropwise/domain/api/education';
import { z } from 'zod';
import { documentIdSchema } from '@dropwise/domain/document-id';
import { enrolmentStatusUpdateSchema } from '@dropwise/domain/education-admin';
import { db } from '../../lib/firebase-admin.js';
import { updateEnrolmentStatus } from '../../services/education/update-enrolment-status.js';
import { caller } from '../request-caller.js';
import { parseBody, parseParams } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

const enrolmentParams = z.object({ id: documentIdSchema });

/** PATCH /api/education/enrolments/:id {status}: an education admin sets a record's status. */
export async function updateEnrolmentStatusHandler(
  req: Request,
  res: ResponseOf<typeof educationApi.updateEnrolmentStatus>,
): Promise<void> {
  const { status } = parseBody(enrolmentStatusUpdateSchema, req);
  const { id } = parseParams(enrolmentParams, req, 'There is no enrolment with this id.');
  await updateEnrolmentStatus(db, id, status, caller(res).uid);
  res.status(200).json({ success: true, id, status });
}
