import type { Router } from 'express';
import { accountBase, deleteAccount, deleteRiderAccount } from '@dropwise/domain/api/account';
import { getEmergencyContacts, saveEmergencyContacts } from '@dropwise/domain/api/safety';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { customerOnly, signedIn } from '../gates.js';
import { refuseBody, requireJsonBody } from '../body-checks.js';
import {
  getEmergencyContactsHandler,
  saveEmergencyContactsHandler,
} from '../safety/emergency-contacts-handlers.js';
import { deleteAccountHandler, deleteRiderAccountHandler } from './delete-account-handler.js';

/** /api/account: a person's own account. */
export function accountRouter(): Router {
  const { router, route } = areaRouter(accountBase);
  // Deleting is rare and final: it acts only on Auth's answer of this moment.
  route(deleteAccount, refuseBody, signedIn, asyncRoute(deleteAccountHandler));
  // Not the rider gate: staff and customers who land here are told where their path is instead.
  route(deleteRiderAccount, refuseBody, signedIn, asyncRoute(deleteRiderAccountHandler));
  // Emergency contacts are a customer's: the verified-phone gate, as for booking.
  route(getEmergencyContacts, customerOnly, asyncRoute(getEmergencyContactsHandler));
  route(saveEmergencyContacts, requireJsonBody, customerOnly, asyncRoute(saveEmergencyContactsHandler));
  return router;
}
