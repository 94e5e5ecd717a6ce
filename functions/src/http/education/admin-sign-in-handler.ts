import type { Request } from 'express';
import type * as educationApi from '@dropwise/domain/api/education';
import { adminLoginSchema } from '@dropwise/domain/education-admin';
import { ApiError } from '../../lib/api-error.js';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { educationAdminToken } from '../../services/education/verify-education-admin.js';
import { beginSignInAttempt, educationAdminSignInThrottle } from '../../services/limits/sign-in-throttle.js';
import { parseBody } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/**
 * POST /api/education/adminlogin: username and password in, a custom token out (eduAdmin only).
 * The account's sign-in budget is checked before the password, so a throttled account's password
 * is never tried; the refusal reads the same for every username, real or not.
 */
export async function adminSignInHandler(
  req: Request,
  res: ResponseOf<typeof educationApi.adminLogin>,
): Promise<void> {
  const { username, password } = parseBody(adminLoginSchema, req);
  const attempt = await beginSignInAttempt(db, educationAdminSignInThrottle(), username);
  if (!attempt.allowed) {
    res.setHeader('Retry-After', String(attempt.retryAfterSeconds));
    const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
    const message = `Too many sign-in attempts for this username. Please wait ${minutes} minutes and try again.`;
    throw new ApiError(429, 'too_many_attempts', message);
  }
  const token = await educationAdminToken(adminAuth, username, password);
  await attempt.clear();
  res.status(200).json({ success: true, token });
}
