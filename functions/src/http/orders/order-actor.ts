import type { DecodedIdToken } from 'firebase-admin/auth';
import type { OrderActor } from '@dropwise/domain/order-document';
import { hasRole } from '../authenticate.js';

/** The lifecycle role a caller acts in: admins first, then riders, everyone else as a customer. */
export function actorFor(token: DecodedIdToken): OrderActor {
  if (hasRole(token, 'admin')) return { uid: token.uid, role: 'admin' };
  if (hasRole(token, 'rider')) return { uid: token.uid, role: 'rider' };
  return { uid: token.uid, role: 'customer' };
}
