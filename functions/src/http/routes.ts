import type { Express } from 'express';
import { adminRoutes } from './admin/admin-routes.js';

/** Each feature area mounts its handlers here; handlers stay thin and call services. */
export function registerRoutes(app: Express): void {
  app.use('/api/admin', adminRoutes);
}
