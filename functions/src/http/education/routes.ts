import { Router } from 'express';
import { requireJsonBody } from '../middleware.js';
import { rateLimit } from '../rate-limit.js';
import { addForm } from './add-form.js';
import { adminLogin } from './admin-login.js';
import { allOrder } from './all-order.js';
import { asyncHandler } from './async-handler.js';
import { exportEnrolments } from './export-enrolments.js';
import { adminLoginRateLimit } from './rate-limits.js';
import { updateStatus } from './update-status.js';

/** /api/education: public enrolment, education admin sign-in and the admins' records. */
export function educationRouter(): Router {
  const education = Router();
  education.post('/addform', requireJsonBody, asyncHandler(addForm));
  education.post('/adminlogin', rateLimit(adminLoginRateLimit), requireJsonBody, asyncHandler(adminLogin));
  education.get('/allorder', asyncHandler(allOrder));
  education.get('/export', asyncHandler(exportEnrolments));
  education.patch('/enrolments/:id', requireJsonBody, asyncHandler(updateStatus));
  return education;
}
