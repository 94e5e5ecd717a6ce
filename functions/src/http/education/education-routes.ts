import type { Router } from 'express';
import * as api from '@dropwise/domain/api/education';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { withRole } from '../gates.js';
import { requireJsonBody } from '../body-checks.js';
import { rateLimit } from '../rate-limit.js';
import { adminSignInHandler } from './admin-sign-in-handler.js';
import { submitEnrolmentHandler } from './submit-enrolment-handler.js';
import { exportEnrolmentsHandler } from './export-enrolments-handler.js';
import { listEnrolmentsHandler } from './list-enrolments-handler.js';
import { updateEnrolmentStatusHandler } from './update-enrolment-status-handler.js';

/** /api/education: public enrolment, education admin sign-in and the admins' records. */
export function educationRouter(): Router {
  const { router, route } = areaRouter(api.educationBase);
  const eduAdminOnly = withRole('eduAdmin');
  // The legacy paths stay as old clients call them: `addform` submits an enrolment, `allorder`
  // lists the enrolments (docs/api.md).
  route(api.submitEnrolment, requireJsonBody, asyncRoute(submitEnrolmentHandler));
  route(api.adminLogin, rateLimit('educationAdminLogin'), requireJsonBody, asyncRoute(adminSignInHandler));
  route(api.listEnrolments, eduAdminOnly, asyncRoute(listEnrolmentsHandler));
  route(api.exportEnrolments, eduAdminOnly, asyncRoute(exportEnrolmentsHandler));
  route(api.updateEnrolmentStatus, requireJsonBody, eduAdminOnly, asyncRoute(updateEnrolmentStatusHandler));
  return router;
}
