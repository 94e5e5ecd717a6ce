import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { accountBase } from '@dropwise/domain/api/account';
import { adminBase } from '@dropwise/domain/api/admin';
import { dispatchSettingsBase, riderOffersBase } from '@dropwise/domain/api/dispatch';
import { counterBase, educationBase } from '@dropwise/domain/api/education';
import {
  complaintsAdminBase,
  grievanceOfficerAdminBase,
  grievanceOfficerBase,
} from '@dropwise/domain/api/complaints';
import { healthBase } from '@dropwise/domain/api/health';
import { faresBase, ordersBase } from '@dropwise/domain/api/orders';
import { placesBase } from '@dropwise/domain/api/places';
import { sosAdminBase } from '@dropwise/domain/api/safety';
import { shopBase } from '@dropwise/domain/api/shop';
import { riderBase, trackBase } from '@dropwise/domain/api/trip';
import { siteSpeedBase, vitalsBase } from '@dropwise/domain/api/web-vitals';
import { rememberRoutePattern } from './request-log.js';

/**
 * A router whose module is imported on the first request that needs it. A cold start then loads
 * Express and the app shell only; Firestore, zod and each area's code load with their first route.
 */
function lazyRouter(load: () => Promise<RequestHandler>): RequestHandler {
  let loaded: Promise<RequestHandler> | undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    loaded
      .then((router) =>
        router(req, res, (error?: unknown) => {
          if (error) rememberRoutePattern(req, res);
          next(error);
        }),
      )
      .catch(next);
  };
}

/**
 * Each area mounts its router here, at a base from `@dropwise/domain/api/<area>`:
 * `<area>/<area>-routes.ts` lists the area's endpoints, each a line of checks (rate limit, body,
 * gate) ending in one handler (`<area>/<operation>-handler.ts`).
 */
export function registerRoutes(app: Express): void {
  const mount = (path: string, load: () => Promise<RequestHandler>) => app.use(path, lazyRouter(load));
  mount(healthBase, async () => (await import('./health/health-routes.js')).healthRouter());
  mount(educationBase, async () => (await import('./education/education-routes.js')).educationRouter());
  mount(counterBase, async () => (await import('./education/counter-routes.js')).counterRouter());
  mount(accountBase, async () => (await import('./account/account-routes.js')).accountRouter());
  mount(ordersBase, async () => (await import('./orders/order-routes.js')).ordersRouter());
  mount(faresBase, async () => (await import('./orders/order-routes.js')).faresRouter());
  mount(placesBase, async () => (await import('./places/places-routes.js')).placesRouter());
  mount(vitalsBase, async () => (await import('./web-vitals/web-vitals-routes.js')).webVitalsRouter());
  // The admin area's own routers go before the rest of /api/admin, the offers before /api/rider.
  mount(siteSpeedBase, async () => (await import('./web-vitals/web-vitals-routes.js')).siteSpeedRouter());
  mount(dispatchSettingsBase, async () =>
    (await import('./dispatch/dispatch-routes.js')).dispatchSettingsRouter(),
  );
  mount(sosAdminBase, async () => (await import('./safety/safety-routes.js')).sosDeskRouter());
  const complaintRoutes = () => import('./complaints/complaint-routes.js');
  mount(complaintsAdminBase, async () => (await complaintRoutes()).complaintsDeskRouter());
  mount(grievanceOfficerAdminBase, async () => (await complaintRoutes()).grievanceOfficerAdminRouter());
  mount(grievanceOfficerBase, async () => (await complaintRoutes()).grievanceOfficerRouter());
  mount(adminBase, async () => (await import('./admin/admin-routes.js')).adminRouter());
  mount(riderOffersBase, async () => (await import('./dispatch/dispatch-routes.js')).riderOffersRouter());
  mount(shopBase, async () => (await import('./shops/shop-routes.js')).shopRouter());
  mount(riderBase, async () => (await import('./trip/trip-routes.js')).riderTripRouter());
  mount(trackBase, async () => (await import('./trip/trip-routes.js')).trackRouter());
}
