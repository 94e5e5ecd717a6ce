import { Router } from 'express';
import { asyncRoute } from '../async-route.js';
import { signedIn } from '../gates.js';
import { refuseBody } from '../body-checks.js';
import { deleteAccountHandler, deleteRiderAccountHandler } from './delete-account-handler.js';

/** /api/account: a person's own account. */
export function accountRouter(): Router {
  const account = Router();
  // Deleting is rare and final: it acts only on Auth's answer of this moment.
  account.post('/delete', refuseBody, signedIn, asyncRoute(deleteAccountHandler));
  // Not the rider gate: staff and customers who land here are told where their path is instead.
  account.post('/delete-rider', refuseBody, signedIn, asyncRoute(deleteRiderAccountHandler));
  return account;
}
