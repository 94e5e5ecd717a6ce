import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
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
 * Each area mounts its router here: `<area>/<area>-routes.ts` lists the area's routes, each a line
 * of checks (rate limit, body, gate) ending in one handler (`<area>/<operation>-handler.ts`).
 */
export function registerRoutes(app: Express): void {
  const mount = (path: string, load: () => Promise<RequestHandler>) => app.use(path, lazyRouter(load));
  mount('/api/health', async () => (await import('./health/health-routes.js')).healthRouter());
  mount('/api/education', async () => (await import('./education/education-routes.js')).educationRouter());
  mount('/counter', async () => (await import('./education/counter-routes.js')).counterRouter());
  mount('/api/account', async () => (await import('./account/account-routes.js')).accountRouter());
  mount('/api/orders', async () => (await import('./orders/order-routes.js')).ordersRouter());
  mount('/api/fares', async () => (await import('./orders/order-routes.js')).faresRouter());
  mount('/api/places', async () => (await import('./places/places-routes.js')).placesRouter());
  mount('/api/vitals', async () => (await import('./web-vitals/web-vitals-routes.js')).webVitalsRouter());
  mount('/api/admin/vitals', async () =>
    (await import('./web-vitals/web-vitals-routes.js')).siteSpeedRouter(),
  );
  mount('/api/admin/dispatch', async () =>
    (await import('./dispatch/dispatch-routes.js')).dispatchSettingsRouter(),
  );
  mount('/api/admin', async () => (await import('./admin/admin-routes.js')).adminRouter());
  mount('/api/rider/offers', async () => (await import('./dispatch/dispatch-routes.js')).riderOffersRouter());
  mount('/api/rider', async () => (await import('./trip/trip-routes.js')).riderTripRouter());
  mount('/api/track', async () => (await import('./trip/trip-routes.js')).trackRouter());
}
