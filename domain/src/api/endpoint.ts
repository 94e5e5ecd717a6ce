import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP endpoint of the API: its method and full path, each parameter written `:name`. The
 * answer's body, the request's JSON body and its query exist as types only, so a page that calls
 * an endpoint loads no schema; the functions check the body and query with the schemas the types
 * come from.
 */
export interface Endpoint<Path extends string = string, Answer = unknown, Body = unknown, Query = unknown> {
  readonly method: Method;
  readonly path: Path;
  /** Never set: it carries the types the callers and the handlers agree on. */
  readonly types?: { answer: Answer; body: Body; query: Query };
}

/** An endpoint's pieces, for a function that takes any endpoint and answers what it answers. */
export type AnswerOf<E> = E extends Endpoint<string, infer Answer> ? Answer : never;
export type BodyOf<E> = E extends Endpoint<string, unknown, infer Body> ? Body : never;
export type QueryOf<E> = E extends Endpoint<string, unknown, unknown, infer Query> ? Query : never;

/** The answer of most reads and writes: the data, and a cursor where the list has more. */
export interface DataAnswer<T> {
  success: true;
  data: T;
  nextCursor?: string | null;
}

/** The answer of a call that only says it was done. */
export interface DoneAnswer {
  success: true;
}

/** A query built from a query schema: its fields, each written as text into the URL. */
export type QueryFields<Schema extends z.ZodTypeAny> = {
  [Field in keyof z.input<Schema>]?: string | number | null;
};

/** No body (or no query) is sent. */
export type Nothing = undefined;

/**
 * Declares an endpoint. Called twice so the path's literal type is inferred while the answer,
 * body and query types are given: `endpoint<DataAnswer<Shop>, ShopInput>()('POST', '/api/admin/shops')`.
 */
export function endpoint<Answer, Body = Nothing, Query = Nothing>() {
  return <const Path extends string>(method: Method, path: Path): Endpoint<Path, Answer, Body, Query> => ({
    method,
    path,
  });
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:name` parameters. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string };

/** The path with each `:name` replaced by its value, URL-encoded. */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values = params as Record<string, string>;
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** The path and query string of a call: only the query fields that have a value are written. */
export function callPath(path: string, query?: Record<string, string | number | null | undefined>): string {
  const fields = Object.entries(query ?? {}).flatMap(([name, value]) =>
    value === undefined || value === null || value === '' ? [] : [`${name}=${encodeURIComponent(value)}`],
  );
  return fields.length ? `${path}?${fields.join('&')}` : path;
}
