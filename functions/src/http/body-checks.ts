import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../lib/api-error.js';
import { sendError } from './send-error.js';

export const MAX_BODY_BYTES = 16 * 1024;

/** The body's size as received (the raw bytes Cloud Functions keeps), or as declared. */
function bodySize(req: Request): number {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  return raw?.length ?? Number(req.headers['content-length'] ?? 0);
}

const bodyTooLarge = () =>
  new ApiError(413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} kB.`);

/** Why a body is not the JSON object a call needs, or undefined when it is. */
function jsonBodyProblem(req: Request): ApiError | undefined {
  if (bodySize(req) > MAX_BODY_BYTES) return bodyTooLarge();
  if (!req.is('application/json')) {
    return new ApiError(
      400,
      'unsupported_media_type',
      'Send the request body as JSON (Content-Type: application/json).',
    );
  }
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body) || Array.isArray(body)) {
    return new ApiError(400, 'invalid_json', 'The request body is not a valid JSON object.');
  }
  return undefined;
}

/**
 * Cloud Functions parses the body before our code runs; this checks what it found. A body that
 * did not parse as JSON arrives as a raw Buffer or string, so we can tell malformed from absent.
 */
export function requireJsonBody(req: Request, res: Response, next: NextFunction): void {
  const problem = jsonBodyProblem(req);
  if (problem) sendError(res, problem);
  else next();
}

/**
 * For calls whose body's fields are all optional (an SOS): no body at all is taken as `{}`;
 * anything sent must be the JSON object `requireJsonBody` wants.
 */
export function optionalJsonBody(req: Request, res: Response, next: NextFunction): void {
  if (bodySize(req) === 0) {
    req.body = {};
    next();
    return;
  }
  requireJsonBody(req, res, next);
}

/**
 * For calls that take no body (account deletion, unlinking a rider): a body means the caller
 * expects it to matter, say naming whose account to delete, so it is refused rather than ignored.
 */
export function refuseBody(req: Request, res: Response, next: NextFunction): void {
  const size = bodySize(req);
  if (size > MAX_BODY_BYTES) {
    sendError(res, bodyTooLarge());
    return;
  }
  if (size > 0) {
    sendError(res, new ApiError(400, 'bad_request', 'This request takes no body.'));
    return;
  }
  next();
}
