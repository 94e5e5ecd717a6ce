import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError, sendError } from './http/api-error.js';
import { health } from './http/health.js';
import { allowedOrigins, cors } from './http/middleware.js';
import { registerRoutes } from './http/routes.js';

/** The one HTTP app behind the `api` function: `/api/**` and `/counter/**` via Hosting rewrites. */
export function createApp(projectId = process.env.GCLOUD_PROJECT): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(cors(allowedOrigins(projectId)));

  app.get('/api/health', health);
  registerRoutes(app);

  app.use((_req: Request, res: Response) => {
    sendError(res, new ApiError(404, 'not_found', 'No such endpoint.'));
  });
  // Express needs all four parameters to treat this as the error handler.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof ApiError) {
      sendError(res, error);
      return;
    }
    console.error('Unhandled API error', error);
    sendError(res, new ApiError(500, 'internal', 'Something went wrong on our side. Please try again.'));
  });
  return app;
}
