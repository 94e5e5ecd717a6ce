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

/** Each feature area mounts its handlers here; handlers stay thin and call services. */
export function registerRoutes(app: Express): void {
  app.get(
    '/api/health',
    lazyRouter(async () => (await import('./health.js')).health),
  );
  app.use(
    '/api/education',
    lazyRouter(async () => (await import('./education/routes.js')).educationRouter()),
  );
  app.use(
    '/counter',
    lazyRouter(async () => (await import('./education/counter-routes.js')).counterRouter()),
  );
  app.use(
    '/api/account',
    lazyRouter(async () => (await import('./account/account-routes.js')).accountRouter()),
  );
  app.use(
    '/api/orders',
    lazyRouter(async () => (await import('./orders/order-routes.js')).ordersRouter()),
  );
  app.use(
    '/api/fares',
    lazyRouter(async () => (await import('./orders/order-routes.js')).faresRouter()),
  );
  app.use(
    '/api/places',
    lazyRouter(async () => (await import('./places/places-routes.js')).placesRouter()),
  );
  app.use(
    '/api/vitals',
    lazyRouter(async () => (await import('./web-vitals/routes.js')).webVitalsRouter()),
  );
  app.use(
    '/api/admin/vitals',
    lazyRouter(async () => (await import('./web-vitals/routes.js')).siteSpeedRouter()),
  );
  app.use(
    '/api/admin',
    lazyRouter(async () => (await import('./admin/admin-routes.js')).adminRoutes),
  );
}
