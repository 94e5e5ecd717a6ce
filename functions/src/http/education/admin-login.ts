import type { Request, Response } from 'express';
import { adminLoginSchema } from '../../domain/education-admin.js';
import { adminAuth } from '../../lib/firebase-admin.js';
import { educationAdminToken } from '../../services/education/verify-education-admin.js';
import { ApiError } from '../api-error.js';

/** POST /api/education/adminlogin: username and password in, a custom token out (eduAdmin only). */
export async function adminLogin(req: Request, res: Response): Promise<void> {
  const parsed = adminLoginSchema.safeParse(req.body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const token = await educationAdminToken(adminAuth, parsed.data.username, parsed.data.password);
  res.status(200).json({ success: true, token });
}
