import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentIdSchema } from '@dropwise/domain/document-id';
import { ApiError } from '../lib/api-error.js';
import { parseBody, parseParams, parseQuery } from './parse-request.js';

const request = (parts: Partial<Pick<Request, 'body' | 'query' | 'params'>>) => parts as Request;
const shopSchema = z.object({ name: z.string().min(2, 'Name the shop.'), city: z.string() }).strict();

function thrown(action: () => unknown): ApiError {
  try {
    action();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('parseBody', () => {
  it('answers what the schema makes of the body', () => {
    expect(parseBody(shopSchema, request({ body: { name: 'Shop', city: 'Pune' } }))).toEqual({
      name: 'Shop',
      city: 'Pune',
    });
  });

  it('throws 400 validation_failed naming each bad field once', () => {
    const error = thrown(() => parseBody(shopSchema, request({ body: { name: 'x' } })));
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ name: 'Name the shop.', city: 'Required' });
  });
});

describe('parseQuery', () => {
  it('reads the query string, not the body', () => {
    const schema = z.object({ limit: z.coerce.number().int().max(50) });
    expect(parseQuery(schema, request({ query: { limit: '20' }, body: { limit: 'x' } }))).toEqual({
      limit: 20,
    });
    expect(thrown(() => parseQuery(schema, request({ query: { limit: '99' } }))).fields).toHaveProperty(
      'limit',
    );
  });
});

describe('parseParams', () => {
  const params = z.object({ shopId: documentIdSchema });

  it('answers the path parameters the schema accepts', () => {
    expect(parseParams(params, request({ params: { shopId: 'abc_1-2' } }), 'No such shop.')).toEqual({
      shopId: 'abc_1-2',
    });
  });

  it.each(['..', 'a/b', 'x'.repeat(129), ''])('answers 404 with the given message for %j', (shopId) => {
    const error = thrown(() => parseParams(params, request({ params: { shopId } }), 'No such shop.'));
    expect(error.status).toBe(404);
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('No such shop.');
    expect(error.fields).toBeUndefined();
  });
});
