import type { Request } from 'express';
import type * as dispatchApi from '@dropwise/domain/api/dispatch';
import { dispatchSettingsInputSchema } from '@dropwise/domain/dispatch';
import { db } from '../../lib/firebase-admin.js';
import { loadDispatchSettings, updateDispatchSettings } from '../../services/dispatch/dispatch-settings.js';
import { caller } from '../request-caller.js';
import { parseBody } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/** GET /api/admin/dispatch: the settings in force (the defaults until an admin saves some). */
export async function getDispatchSettingsHandler(
  _req: Request,
  res: ResponseOf<typeof dispatchApi.getDispatchSettings>,
): Promise<void> {
  res.json({ success: true, data: await loadDispatchSettings(db) });
}

/** PUT /api/admin/dispatch: replaces them; 409 when `version` is not the one in force. */
export async function updateDispatchSettingsHandler(
  req: Request,
  res: ResponseOf<typeof dispatchApi.saveDispatchSettings>,
): Promise<void> {
  const input = parseBody(dispatchSettingsInputSchema, req);
  res.json({ success: true, data: await updateDispatchSettings(db, input, caller(res).uid) });
}
