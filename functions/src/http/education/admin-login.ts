import type { Request, Response } from 'express';
import { adminLoginSchema } from '../../domain/education-admin.js';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { educationAdminToken } from '../../services/education/verify-education-admin.js';
import { beginSignInAttempt, educationAdminSignInThrottle } from '../../services/sign-in-throttle.js';
import { ApiError } from '../api-error.js';

/**
 * POST /api/education/adminlogin: username and password in, a custom token out (eduAdmin only).
 * The account's sign-in budget is checked before the password, so a throttled account's password
 * is never tried; the refusal reads the same for every username, real or not.
 */
export async function adminLogin(req: Request, res: Response): Promise<void> {
  const parsed = adminLoginSchema.safeParse(req.body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const { username, password } = parsed.data;
  const attempt = await beginSignInAttempt(db, educationAdminSignInThrottle(), username);
  if (!attempt.allowed) {
    res.setHeader('Retry-After', String(attempt.retryAfterSeconds));
    throw new ApiError(
      429,
      'too_many_attempts',
      `Too many sign-in attempts for this username. Please wait ${Math.ceil(attempt.retryAfterSeconds / 60)} minutes and try again.`,
    );
  }
  const token = await educationAdminToken(adminAuth, username, password);
  await attempt.clear();
  res.status(200).json({ success: true, token });
}
