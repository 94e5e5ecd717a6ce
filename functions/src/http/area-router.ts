import { type RequestHandler, type Response, Router } from 'express';
import type { AnswerOf, Endpoint } from '@dropwise/domain/api/endpoint';

/** A handler's response, typed by its endpoint: `res.json(...)` takes only the endpoint's answer. */
export type ResponseOf<E extends Endpoint> = Response<AnswerOf<E>>;

/** The router's own path for an endpoint: the endpoint's full path less the router's mount base. */
export function subPath(base: string, path: string): string {
  if (path === base) return '/';
  if (!path.startsWith(`${base}/`))
    throw new Error(`${path} is not under ${base}, where its router is mounted`);
  return path.slice(base.length);
}

/**
 * The router of an area mounted at `base` (routes.ts), and `route(endpoint, ...handlers)`, which
 * registers the checks and the handler under the endpoint's method and path from
 * `@dropwise/domain/api/<area>`, so no route names a path of its own.
 */
export function areaRouter(base: string): {
  router: Router;
  route: (endpoint: Endpoint, ...handlers: RequestHandler[]) => void;
} {
  const router = Router();
  const route = (endpoint: Endpoint, ...handlers: RequestHandler[]) => {
    const verb = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[verb](subPath(base, endpoint.path), ...handlers);
  };
  return { router, route };
}
