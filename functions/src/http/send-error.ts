import type { Response } from 'express';
import { type ApiError, InvalidRowsError, RateLimitedError } from '../lib/api-error.js';

/** The one place an `ApiError` becomes the API's error shape. */
export function sendError(res: Response, error: ApiError): void {
  const requestId = res.locals.requestId as string | undefined;
  if (error instanceof RateLimitedError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(error.status).json({
    success: false,
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error instanceof InvalidRowsError ? { rows: error.rows } : {}),
      // Quoting it lets support find the request's log entry; it says nothing about the cause.
      ...(requestId ? { requestId } : {}),
    },
  });
}
