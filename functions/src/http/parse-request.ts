import type { Request } from 'express';
import type { z } from 'zod';
import { ApiError } from '../lib/api-error.js';

function parseInput<Schema extends z.ZodTypeAny>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw ApiError.fromZod(result.error);
  return result.data as z.output<Schema>;
}

/** The JSON body as `schema` reads it; otherwise 400 `validation_failed` naming each bad field. */
export function parseBody<Schema extends z.ZodTypeAny>(schema: Schema, req: Request): z.output<Schema> {
  return parseInput(schema, req.body);
}

/** The query string as `schema` reads it; otherwise 400 `validation_failed` naming each bad field. */
export function parseQuery<Schema extends z.ZodTypeAny>(schema: Schema, req: Request): z.output<Schema> {
  return parseInput(schema, req.query);
}

/**
 * The path parameters as `schema` reads them. A path names a record, and one that cannot exist is
 * answered as one that does not: 404 `not_found` with `notFound` as the message.
 */
export function parseParams<Schema extends z.ZodTypeAny>(
  schema: Schema,
  req: Request,
  notFound: string,
): z.output<Schema> {
  const result = schema.safeParse(req.params);
  if (!result.success) throw new ApiError(404, 'not_found', notFound);
  return result.data as z.output<Schema>;
}
