import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { z } from 'zod';
import { documentIdSchema } from '../../domain/admin/schema-helpers.js';
import { ApiError } from '../api-error.js';
import { requireRole } from '../authenticate.js';

/** Express 4 does not catch rejected promises; this passes them to the error handler. */
export function asyncRoute(handler: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    handler(req, res).catch(next);
  };
}

/** First step of every admin route: 401 without a valid token, 403 without the `admin` claim. */
export const adminOnly: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  requireRole(req, 'admin')
    .then((token) => {
      res.locals.token = token;
      next();
    })
    .catch(next);
};

export function caller(res: Response): DecodedIdToken {
  return res.locals.token as DecodedIdToken;
}

export function parse<Schema extends z.ZodTypeAny>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw ApiError.fromZod(result.error);
  return result.data as z.output<Schema>;
}

export function pathId(req: Request, name: string): string {
  const result = documentIdSchema.safeParse(req.params[name]);
  if (!result.success) throw new ApiError(404, 'not_found', 'There is no such record.');
  return result.data;
}
