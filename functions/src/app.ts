import express, { type NextFunction, type Request, type Response } from 'express';
import { logger } from 'firebase-functions';
import { ApiError } from './lib/api-error.js';
import { sendError } from './http/send-error.js';
import { allowedOrigins, cors } from './http/cors.js';
import { requestLog } from './http/request-log.js';
import { registerRoutes } from './http/routes.js';
import { settings } from './config/settings.js';

/** The one HTTP app behind the `api` function: `/api/**` and `/counter/**` via Hosting rewrites. */
export function createApp(projectId = settings.gcloudProject()): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Every answer is computed for its request and none is revalidated, so an ETag would only cost
  // a SHA-1 of each body.
  app.disable('etag');
  app.use(requestLog);
  app.use(cors(allowedOrigins(projectId)));

  registerRoutes(app);

  app.use((_req: Request, res: Response) => {
    sendError(res, new ApiError(404, 'not_found', 'No such endpoint.'));
  });
  // Express needs all four parameters to treat this as the error handler.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return; // Already answered (a deadline cut the request off).
    if (error instanceof ApiError) {
      sendError(res, error);
      return;
    }
    // The cause goes to the log only; the client gets the request id to quote.
    logger.error('Unhandled API error', {
      requestId: res.locals.requestId,
      method: req.method,
      cause: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    sendError(res, new ApiError(500, 'internal', 'Something went wrong on our side. Please try again.'));
  });
  return app;
}
