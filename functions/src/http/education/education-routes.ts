import { Router } from 'express';
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
  const education = Router();
  const eduAdminOnly = withRole('eduAdmin');
  // The legacy paths stay as old clients call them: `addform` submits an enrolment, `allorder`
  // lists the enrolments (docs/api.md).
  education.post('/addform', requireJsonBody, asyncRoute(submitEnrolmentHandler));
  education.post(
    '/adminlogin',
    rateLimit('educationAdminLogin'),
    requireJsonBody,
    asyncRoute(adminSignInHandler),
  );
  education.get('/allorder', eduAdminOnly, asyncRoute(listEnrolmentsHandler));
  education.get('/export', eduAdminOnly, asyncRoute(exportEnrolmentsHandler));
  education.patch('/enrolments/:id', requireJsonBody, eduAdminOnly, asyncRoute(updateEnrolmentStatusHandler));
  return education;
}
