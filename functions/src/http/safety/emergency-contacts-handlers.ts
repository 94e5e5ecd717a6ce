import type { Request } from 'express';
import type * as safetyApi from '@dropwise/domain/api/safety';
import { emergencyContactsSchema } from '@dropwise/domain/safety/emergency-contacts';
import { db } from '../../lib/firebase-admin.js';
import { readEmergencyContacts, saveEmergencyContacts } from '../../services/safety/emergency-contacts.js';
import { accountMayAct, caller } from '../request-caller.js';
import { parseBody } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/** GET /api/account/emergency-contacts: the signed-in customer's contacts. */
export async function getEmergencyContactsHandler(
  _req: Request,
  res: ResponseOf<typeof safetyApi.getEmergencyContacts>,
): Promise<void> {
  res.json({ success: true, data: await readEmergencyContacts(db, caller(res).uid) });
}

/** PUT /api/account/emergency-contacts: replaces them whole. */
export async function saveEmergencyContactsHandler(
  req: Request,
  res: ResponseOf<typeof safetyApi.saveEmergencyContacts>,
): Promise<void> {
  const contacts = parseBody(emergencyContactsSchema, req);
  await accountMayAct(res);
  res.json({ success: true, data: await saveEmergencyContacts(db, caller(res).uid, contacts) });
}
