import type { Request } from 'express';
import type * as adminApi from '@dropwise/domain/api/admin';
import { riderCreateSchema } from '@dropwise/domain/admin/rider';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { createRider } from '../../services/admin/riders.js';
import { parseBody } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/admin/riders: makes a rider's account and profile; 201 with the new uid. */
export async function createRiderHandler(
  req: Request,
  res: ResponseOf<typeof adminApi.createRider>,
): Promise<void> {
  const { uid } = await createRider(db, adminAuth, parseBody(riderCreateSchema, req));
  res.status(201).json({ success: true, data: { uid } });
}
