/**
 * Bad input, per endpoint: the classes of bad request every endpoint is tested with. The table is
 * data: tests/api/bad-input.test.ts sends each row through Hosting and checks the answer, and the
 * security guide (docs/security.md) lists the same classes (a unit test keeps the two equal).
 */
import { ADMIN_BAD_INPUT } from './bad-input/admin';
import { EDUCATION_BAD_INPUT } from './bad-input/education';
import { ORDER_BAD_INPUT } from './bad-input/orders';

export const BAD_INPUT_CLASSES = {
  'wrong-type': 'wrong types',
  'missing-field': 'missing fields',
  'extra-field': 'extra fields',
  'oversized-string': 'oversized strings',
  'oversized-body': 'oversized bodies',
  'control-characters': 'unicode control characters',
  'bidi-characters': 'bidirectional override or isolate characters',
  'path-id': 'ids with `/` or `..`',
  'array-for-object': 'arrays where objects belong',
  'number-range': 'numbers out of range',
  'date-range': 'dates in the past or far future',
  'bad-cursor': 'bad cursors',
  'wrong-method': 'wrong methods',
  'bad-query': 'bad query parameters',
  'unexpected-body': 'a body where none belongs',
} as const;
export type BadInputClass = keyof typeof BAD_INPUT_CLASSES;

export type Actor = 'anyone' | 'customer' | 'rider' | 'admin' | 'eduAdmin';

/** What one bad request changes from the endpoint's valid request. */
export interface BadRequest {
  method?: string;
  /** Replaces the path (with its query). */
  path?: string;
  /** A JSON value for the body, or `raw` for a body sent as it is. */
  body?: unknown;
  raw?: string;
}

export interface BadInputCase {
  kind: BadInputClass;
  label: string;
  request: BadRequest;
}

export interface EndpointBadInput {
  /** `METHOD /path` as the security guide names it. */
  endpoint: string;
  actor: Actor;
  method: string;
  /** Path of a request that would otherwise be valid; `{id}` is filled in by the test. */
  path: string;
  cases: BadInputCase[];
}

export const BAD_INPUT_TABLE: EndpointBadInput[] = [
  ...EDUCATION_BAD_INPUT,
  ...ORDER_BAD_INPUT,
  ...ADMIN_BAD_INPUT,
];

/** The table as the security guide shows it: per endpoint, the classes tested. */
export function renderBadInputTable(table: EndpointBadInput[] = BAD_INPUT_TABLE): string {
  const order = Object.keys(BAD_INPUT_CLASSES) as BadInputClass[];
  const rows = table.map((endpoint) => {
    const kinds = new Set(endpoint.cases.map((badCase) => badCase.kind));
    const classes = order.filter((kind) => kinds.has(kind)).map((kind) => BAD_INPUT_CLASSES[kind]);
    return `| \`${endpoint.endpoint}\` | ${endpoint.cases.length} | ${classes.join(', ')} |`;
  });
  return ['| endpoint | requests | classes of bad input |', '| --- | --- | --- |', ...rows].join('\n');
}
