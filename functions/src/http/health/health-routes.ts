import { Router } from 'express';
import { asyncRoute } from '../async-route.js';
import { checkHealthHandler } from './check-health-handler.js';

/** /api/health: whether the function can reach Firestore. */
export function healthRouter(): Router {
  const health = Router();
  health.get('/', asyncRoute(checkHealthHandler));
  return health;
}
