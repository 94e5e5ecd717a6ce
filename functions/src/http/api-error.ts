import type { Response } from 'express';
import type { ZodError } from 'zod';

export type ErrorCode =
  | 'bad_request'
  | 'invalid_json'
  | 'unsupported_media_type'
  | 'validation_failed'
  | 'unauthenticated'
  | 'account_disabled'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'too_many_attempts'
  | 'unavailable'
  | 'internal';

/** An error the client may see: its code, status and message are safe to send as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  static fromZod(error: ZodError): ApiError {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] ??= issue.message;
    }
    return new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.', fields);
  }
}

/** 429: the caller used up a budget; `Retry-After` tells it when the next one starts. */
export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
  ) {
    super(429, 'rate_limited', message);
  }
}

export function sendError(res: Response, error: ApiError): void {
  const requestId = res.locals.requestId as string | undefined;
  if (error instanceof RateLimitedError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(error.status).json({
    success: false,
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      // Quoting it lets support find the request's log entry; it says nothing about the cause.
      ...(requestId ? { requestId } : {}),
    },
  });
}
