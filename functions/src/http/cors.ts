import type { NextFunction, Request, Response } from 'express';
import { settings } from '../config/settings.js';

/** Origins allowed to call the API from a browser: the app itself, locally and when deployed. */
export function allowedOrigins(projectId: string | undefined): Set<string> {
  const origins = new Set(['http://127.0.0.1:5000', 'http://localhost:5000']);
  if (projectId) {
    origins.add(`https://${projectId}.web.app`);
    origins.add(`https://${projectId}.firebaseapp.com`);
  }
  for (const extra of settings.allowedOrigins()) origins.add(extra);
  return origins;
}

export function cors(origins: Set<string>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    if (origin && origins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Max-Age', '3600');
    }
    if (req.method === 'OPTIONS') {
      res.status(origin && origins.has(origin) ? 204 : 403).end();
      return;
    }
    next();
  };
}
