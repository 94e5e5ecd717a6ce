import { type DataAnswer, endpoint } from './endpoint.js';

/** Where the account area's router is mounted. */
export const accountBase = '/api/account';

/** The signed-in customer deletes their own account (no body: the ID token names it). */
export const deleteAccount = endpoint<DataAnswer<{ deleted: true; anonymisedOrders: number }>>()(
  'POST',
  '/api/account/delete',
);

/** The signed-in rider deletes their own account (no body). */
export const deleteRiderAccount = endpoint<DataAnswer<{ deleted: true; strippedOrders: number }>>()(
  'POST',
  '/api/account/delete-rider',
);
