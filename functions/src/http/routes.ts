import type { Express } from 'express';
import { registerAccountRoutes } from './account/account-routes.js';
import { adminRoutes } from './admin/admin-routes.js';
import { registerEducationRoutes } from './education/routes.js';
import { registerOrderRoutes } from './orders/order-routes.js';
import { registerPlacesRoutes } from './places/places-routes.js';

/** Each feature area mounts its handlers here; handlers stay thin and call services. */
export function registerRoutes(app: Express): void {
  registerEducationRoutes(app);
  registerAccountRoutes(app);
  registerOrderRoutes(app);
  registerPlacesRoutes(app);
  app.use('/api/admin', adminRoutes);
}
