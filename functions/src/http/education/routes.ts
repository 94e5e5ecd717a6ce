import { type Express, Router } from 'express';
import { requireJsonBody } from '../middleware.js';
import { rateLimit } from '../rate-limit.js';
import { addForm } from './add-form.js';
import { adminLogin } from './admin-login.js';
import { allOrder } from './all-order.js';
import { asyncHandler } from './async-handler.js';
import { exportEnrolments } from './export-enrolments.js';
import { adminLoginRateLimit, enrolRateLimit } from './rate-limits.js';
import { updateStatus } from './update-status.js';
import { visitCounter } from './visit-counter.js';

/** The education section: public enrolment and visit counter, education admin sign-in and records. */
export function registerEducationRoutes(app: Express): void {
  const education = Router();
  education.post('/addform', rateLimit(enrolRateLimit), requireJsonBody, asyncHandler(addForm));
  education.post('/adminlogin', rateLimit(adminLoginRateLimit), requireJsonBody, asyncHandler(adminLogin));
  education.get('/allorder', asyncHandler(allOrder));
  education.get('/export', asyncHandler(exportEnrolments));
  education.patch('/enrolments/:id', requireJsonBody, asyncHandler(updateStatus));
  app.use('/api/education', education);
  app.get('/counter/:counter', asyncHandler(visitCounter));
}
