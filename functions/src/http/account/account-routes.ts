import { Router } from 'express';
import { asyncRoute } from '../async-route.js';
import { signedInNow } from '../gates.js';
import { refuseBody } from '../middleware.js';
import { deleteAccountHandler } from './delete-account-handler.js';

/** /api/account: customer account endpoints. */
export function accountRouter(): Router {
  const account = Router();
  // Deleting is rare and final: it acts only on Auth's answer of this moment.
  account.post('/delete', refuseBody, signedInNow, asyncRoute(deleteAccountHandler));
  return account;
}
