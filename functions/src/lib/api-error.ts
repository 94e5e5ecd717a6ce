import type { ZodError } from 'zod';
import { firstProblemPerField } from '@dropwise/domain/field-problems';

export type ErrorCode =
  | 'bad_request'
  | 'invalid_json'
  | 'unsupported_media_type'
  | 'validation_failed'
  | 'invalid_rows'
  | 'unauthenticated'
  | 'account_disabled'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'too_many_attempts'
  | 'wrong_handover_code'
  | 'handover_locked'
  | 'papers_incomplete'
  | 'unavailable'
  | 'internal';

/**
 * An error the client may see: its status, code, message and fields are safe to send as they are.
 * Services and lib throw it; only http/ turns it into a response (send-error.ts), so the layers
 * below HTTP never import from it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  /** 400 naming each invalid field (the first problem per field), for any schema's failure. */
  static fromZod(error: ZodError): ApiError {
    return ApiError.invalidFields(firstProblemPerField(error.issues));
  }

  /** 400 naming each invalid field with its message, for problems found past the schema. */
  static invalidFields(fields: Record<string, string>): ApiError {
    return new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.', fields);
  }
}

/** 400 for an uploaded file: each line's problems by column, and nothing done with the file. */
export class InvalidRowsError extends ApiError {
  constructor(readonly rows: { line: number; fields: Record<string, string> }[]) {
    super(
      400,
      'invalid_rows',
      `${rows.length} ${rows.length === 1 ? 'line needs' : 'lines need'} fixing; nothing was booked.`,
    );
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

/**
 * 401 for an account an admin disabled. Its own code, so the app can tell the person why and sign
 * them out instead of asking them to sign in again (which a disabled account cannot do).
 */
export function accountDisabledError(): ApiError {
  return new ApiError(
    401,
    'account_disabled',
    'This account is disabled. Contact Dropwise support if you think this is a mistake.',
  );
}
