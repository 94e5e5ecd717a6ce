import type { Express } from 'express';
import { registerEducationRoutes } from './education/routes.js';

/** Each feature area mounts its handlers here; handlers stay thin and call services. */
export function registerRoutes(app: Express): void {
  registerEducationRoutes(app);
}
