import type { Express } from 'express';
import { registerOrderRoutes } from './orders/order-routes.js';

/** Each feature area mounts its handlers here; handlers stay thin and call services. */
export function registerRoutes(app: Express): void {
  registerOrderRoutes(app);
}
