import type { Request } from 'express';
import { allowedOrigins } from '../cors.js';
import { projectId } from '../../lib/firebase-admin.js';
import { settings } from '../../config/settings.js';

/**
 * Where the app is served, for links people open elsewhere: `DROPWISE_PUBLIC_ORIGIN` when set
 * (production), else the calling page's origin when it is one of ours, else the host the request
 * came through (Hosting forwards it).
 */
export function publicOrigin(req: Request): string {
  const configured = settings.publicOrigin();
  if (configured) return configured;
  const origin = req.headers.origin;
  if (origin && allowedOrigins(projectId()).has(origin)) return origin;
  const host = req.get('x-forwarded-host') ?? req.get('host') ?? '127.0.0.1';
  const proto = req.get('x-forwarded-proto') ?? req.protocol;
  return `${proto}://${host.split(',')[0]!.trim()}`;
}
