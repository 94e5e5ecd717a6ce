import type { Actor, BadInputCase, BadInputClass, BadRequest, EndpointBadInput } from '../bad-input-table';

/** Shared pieces of the bad-input table: spoilt values and the case shapes many endpoints share. */
export const big = (length: number) => 'x'.repeat(length);
export const oversizedBody = { raw: JSON.stringify({ padding: big(20 * 1024) }) };
export const CONTROL = 'Asha\u0000\u0007\u001b[2J\u202e';
export const DOT_DOT_ID = 'a%2F..%2F..%2Fb';
export const SLASH_ID = 'a%2Fb';

/**
 * One endpoint's row. `endpoint` is `METHOD /path` as the security guide names it, which gives the
 * method of the valid request and, for a path without parameters, its path; `path` is the request's
 * path where the endpoint's has parameters.
 */
export function endpointRow(
  endpoint: string,
  actor: Actor,
  cases: BadInputCase[],
  path?: string,
): EndpointBadInput {
  const [method = '', pattern = ''] = endpoint.split(' ');
  return { endpoint, actor, method, path: path ?? pattern, cases };
}

export function bad(kind: BadInputClass, label: string, request: BadRequest = {}): BadInputCase {
  return { kind, label, request };
}

/**
 * The shared free-text rule (domain/src/plain-text.ts), field by field: a NUL, a C1 control, a
 * newline where the field takes one line, a right-to-left override and an isolate, each inside
 * otherwise valid text. `spoil` puts the value where the field lives in a valid request.
 */
export function textRuleCases(
  field: string,
  spoil: (value: string) => BadRequest,
  options: { multiLine?: boolean } = {},
): BadInputCase[] {
  return [
    bad('control-characters', `${field} with a NUL`, spoil('Mall\u0000Road 5')),
    bad('control-characters', `${field} with a C1 control`, spoil('Mall\u0085Road 5')),
    ...(options.multiLine
      ? []
      : [bad('control-characters', `${field} with a newline`, spoil('Mall\nRoad 5'))]),
    bad('bidi-characters', `${field} with a right-to-left override`, spoil('Mall Road\u202e 5')),
    bad('bidi-characters', `${field} with a directional isolate`, spoil('Mall \u2066Road\u2069 5')),
  ];
}

/** Ids that try to leave their collection, in the path `at` builds, with an otherwise valid body. */
export function pathIdCases(
  at: (id: string) => string,
  body?: unknown,
  ids: ('/' | '..')[] = ['/', '..'],
  noun = 'an id',
): BadInputCase[] {
  return ids.map((id) =>
    bad('path-id', `${noun} with ${id}`, {
      path: at(id === '/' ? SLASH_ID : DOT_DOT_ID),
      ...(body === undefined ? {} : { body }),
    }),
  );
}

/** The classes every JSON-body endpoint shares, built from a valid body and the field to spoil. */
export function jsonBodyCases(
  valid: Record<string, unknown>,
  textField: string,
  wrongMethod: string,
): BadInputCase[] {
  const without = { ...valid };
  delete without[textField];
  const spoilt = (value: unknown) => ({ body: { ...valid, [textField]: value } });
  return [
    bad('wrong-type', `${textField} as a number`, spoilt(42)),
    bad('wrong-type', `${textField} as an object`, spoilt({ $gt: '' })),
    bad('missing-field', `no ${textField}`, { body: without }),
    bad('missing-field', 'an empty object', { body: {} }),
    bad('extra-field', 'an unknown field', { body: { ...valid, isAdmin: true } }),
    bad('extra-field', 'a prototype key', {
      raw: JSON.stringify(valid).replace('{', '{"__proto__":{"admin":true},'),
    }),
    bad('oversized-string', `${textField} of 5,000 characters`, spoilt(big(5000))),
    bad('oversized-body', 'a 20 kB body', oversizedBody),
    bad('control-characters', `${textField} with control characters`, spoilt(CONTROL)),
    bad('array-for-object', 'a JSON array body', { body: [valid] }),
    bad('array-for-object', `${textField} as an array`, spoilt(['a', 'b'])),
    bad('wrong-method', wrongMethod, { method: wrongMethod }),
  ];
}

/**
 * A body of one required string field (`{ name }`, `{ status }`, `{ riderId }`), spoilt the ways
 * every such body is: the field as a number, missing, with another field beside it, 5,000
 * characters long, with control characters, inside an array, and sent with PUT. `valid` is a value
 * the endpoint takes and `beside` a field it does not.
 */
export function oneStringFieldCases(
  field: string,
  valid: string,
  beside: Record<string, unknown>,
): BadInputCase[] {
  const body = (value: unknown) => ({ body: { [field]: value } });
  return [
    bad('wrong-type', `${field} as a number`, body(7)),
    bad('missing-field', `no ${field}`, { body: {} }),
    bad('extra-field', `${Object.keys(beside).join(', ')} beside ${field}`, {
      body: { [field]: valid, ...beside },
    }),
    bad('oversized-string', `${field} of 5,000 characters`, body(big(5000))),
    bad('control-characters', `${field} with control characters`, body(CONTROL)),
    bad('array-for-object', 'a JSON array body', { body: [{ [field]: valid }] }),
    bad('wrong-method', 'PUT', { method: 'PUT', body: { [field]: valid } }),
  ];
}

/** A PATCH that edits a record's name: the spoilt bodies, a 20 kB one and the path's own id cases. */
export function nameEditCases(
  name: string,
  beside: Record<string, unknown>,
  idCases: BadInputCase[],
): BadInputCase[] {
  return [
    ...oneStringFieldCases('name', name, beside),
    bad('oversized-body', 'a 20 kB body', oversizedBody),
    ...idCases,
  ];
}

/** A paged list's query (`limit`, `cursor` and a search parameter), spoilt one at a time, and a DELETE. */
export function pagedListCases(list: (query: string) => string, search: string): BadInputCase[] {
  return [
    bad('wrong-type', 'limit that is not a number', { path: list('limit=ten') }),
    bad('number-range', 'limit 0', { path: list('limit=0') }),
    bad('number-range', 'limit 101', { path: list('limit=101') }),
    bad('bad-cursor', 'a cursor with / and ..', { path: list(`cursor=${DOT_DOT_ID}`) }),
    bad('oversized-string', 'a search of 500 characters', { path: list(`${search}=${big(500)}`) }),
    bad('control-characters', 'a search with control characters', { path: list(`${search}=%00%07%1B`) }),
    bad('wrong-method', 'DELETE', { method: 'DELETE' }),
  ];
}

/** A POST that switches one boolean flag (`active`, `disabled`), with the path's own id cases. */
export function flagCases(
  flag: string,
  [wrongTypeName, wrongTypeValue]: [string, unknown],
  extraField: BadInputCase,
  idCases: BadInputCase[],
): BadInputCase[] {
  return [
    bad('wrong-type', `${flag} as ${wrongTypeName}`, { body: { [flag]: wrongTypeValue } }),
    bad('missing-field', `no ${flag}`, { body: {} }),
    extraField,
    bad('oversized-body', 'a 20 kB body', oversizedBody),
    ...idCases,
    bad('array-for-object', 'a JSON array body', { body: [{ [flag]: true }] }),
    bad('wrong-method', 'GET', { method: 'GET' }),
  ];
}
