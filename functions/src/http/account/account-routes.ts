import { Router } from 'express';
import { asyncRoute } from '../async-route.js';
import { riderOnly, signedInNow } from '../gates.js';
import { refuseBody } from '../middleware.js';
import { deleteAccountHandler, deleteRiderAccountHandler } from './delete-account-handler.js';

/** /api/account: a person's own account. */
export function accountRouter(): Router {
  const account = Router();
  // Deleting is rare and final: it acts only on Auth's answer of this moment.
  account.post('/delete', refuseBody, signedInNow, asyncRoute(deleteAccountHandler));
  // The rider gate reads the rider record now (a write) and refuses a deactivated rider.
  account.post('/delete-rider', refuseBody, riderOnly, asyncRoute(deleteRiderAccountHandler));
  return account;
}
