import type { Router } from 'express';
import * as api from '@dropwise/domain/api/complaints';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { withRole } from '../gates.js';
import { requireJsonBody } from '../body-checks.js';
import { answerComplaintHandler, listComplaintsHandler } from './complaint-handlers.js';
import {
  getGrievanceOfficerHandler,
  publicGrievanceOfficerHandler,
  saveGrievanceOfficerHandler,
} from './grievance-officer-handlers.js';

/** /api/admin/complaints: the complaints desk, platform admins only. */
export function complaintsDeskRouter(): Router {
  const { router, route } = areaRouter(api.complaintsAdminBase);
  const adminOnly = withRole('admin');
  route(api.listComplaints, adminOnly, asyncRoute(listComplaintsHandler));
  route(api.answerComplaint, requireJsonBody, adminOnly, asyncRoute(answerComplaintHandler));
  return router;
}

/** /api/admin/grievance-officer: the officer's settings, platform admins only. */
export function grievanceOfficerAdminRouter(): Router {
  const { router, route } = areaRouter(api.grievanceOfficerAdminBase);
  const adminOnly = withRole('admin');
  route(api.getGrievanceOfficerSettings, adminOnly, asyncRoute(getGrievanceOfficerHandler));
  route(
    api.saveGrievanceOfficerSettings,
    requireJsonBody,
    adminOnly,
    asyncRoute(saveGrievanceOfficerHandler),
  );
  return router;
}

/** /api/grievance-officer: who the officer is, for anyone (the privacy pages). */
export function grievanceOfficerRouter(): Router {
  const { router, route } = areaRouter(api.grievanceOfficerBase);
  route(api.getGrievanceOfficer, asyncRoute(publicGrievanceOfficerHandler));
  return router;
}
