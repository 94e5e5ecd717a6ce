import { adminAuth, db } from '../../lib/firebase-admin.js';
import { adminUids } from '../notifications/admin-uids.js';
import { extensionTextSender } from './text-messages.js';
import type { SosDeps } from './tell-about-sos.js';

/** The SOS steps as the deployed functions run them: the real clock, the extension's texts, Auth's admins. */
export function liveSosDeps(origin: string): SosDeps {
  return { now: Date.now, sender: extensionTextSender(db), adminUids: () => adminUids(adminAuth), origin };
}
