import type { Express } from 'express';
import { registerAccountRoutes } from './account/account-routes.js';
import { registerOrderRoutes } from './orders/order-routes.js';

/** Each feature area mounts its handlers here; handlers stay thin and call services. */
export function registerRoutes(app: Express): void {
  registerAccountRoutes(app);
  registerOrderRoutes(app);
}
