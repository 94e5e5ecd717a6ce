/**
 * Bad input, per endpoint: the classes of bad request every endpoint is tested with. The table is
 * data: tests/api/bad-input.test.ts sends each row through Hosting and checks the answer, and the
 * security guide (docs/security.md) lists the same classes (a unit test keeps the two equal).
 */
export const BAD_INPUT_CLASSES = {
  'wrong-type': 'wrong types',
  'missing-field': 'missing fields',
  'extra-field': 'extra fields',
  'oversized-string': 'oversized strings',
  'oversized-body': 'oversized bodies',
  'control-characters': 'unicode control characters',
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

export type Actor = 'anyone' | 'customer' | 'admin' | 'eduAdmin';

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

const big = (length: number) => 'x'.repeat(length);
const oversizedBody = { raw: JSON.stringify({ padding: big(20 * 1024) }) };
const CONTROL = 'Asha\u0000\u0007\u001b[2J\u202e';
const DOT_DOT_ID = 'a%2F..%2F..%2Fb';
const SLASH_ID = 'a%2Fb';

const enrolment = {
  course: 'BCA',
  name: 'Asha Kumari',
  email: 'asha@example.com',
  number: '98765 43210',
  city: 'Pune',
};
const ride = {
  kind: 'ride',
  requestId: 'bad-input-request-0001',
  vehicleType: 'auto',
  scheduledAt: 'now',
  pickup: { address: 'Pune Railway Station' },
  dropOff: { address: 'Shaniwar Wada' },
  passengers: 1,
};
const shop = { name: 'Bad Input Shop', phone: '98765 43210', address: '1 Test Road', city: 'Pune' };
const rider = {
  name: 'Bad Input Rider',
  phone: '98765 43211',
  email: 'bad-input-rider@dropwise.test',
  password: 'rider-pass-1',
  vehicleType: 'bike',
};
const fareVehicle = { label: 'Bike', base: 20, perKm: 8, minimum: 40, seats: 1 };

/** The classes every JSON-body endpoint shares, built from a valid body and the field to spoil. */
function jsonBodyCases(
  valid: Record<string, unknown>,
  textField: string,
  wrongMethod: string,
  path: string,
): BadInputCase[] {
  const without = { ...valid };
  delete without[textField];
  return [
    {
      kind: 'wrong-type',
      label: `${textField} as a number`,
      request: { body: { ...valid, [textField]: 42 } },
    },
    {
      kind: 'wrong-type',
      label: `${textField} as an object`,
      request: { body: { ...valid, [textField]: { $gt: '' } } },
    },
    { kind: 'missing-field', label: `no ${textField}`, request: { body: without } },
    { kind: 'missing-field', label: 'an empty object', request: { body: {} } },
    { kind: 'extra-field', label: 'an unknown field', request: { body: { ...valid, isAdmin: true } } },
    {
      kind: 'extra-field',
      label: 'a prototype key',
      request: { raw: JSON.stringify(valid).replace('{', '{"__proto__":{"admin":true},') },
    },
    {
      kind: 'oversized-string',
      label: `${textField} of 5,000 characters`,
      request: { body: { ...valid, [textField]: big(5000) } },
    },
    { kind: 'oversized-body', label: 'a 20 kB body', request: oversizedBody },
    {
      kind: 'control-characters',
      label: `${textField} with control characters`,
      request: { body: { ...valid, [textField]: CONTROL } },
    },
    { kind: 'array-for-object', label: 'a JSON array body', request: { body: [valid] } },
    {
      kind: 'array-for-object',
      label: `${textField} as an array`,
      request: { body: { ...valid, [textField]: ['a', 'b'] } },
    },
    { kind: 'wrong-method', label: wrongMethod, request: { method: wrongMethod, path } },
  ];
}

export const BAD_INPUT_TABLE: EndpointBadInput[] = [
  {
    endpoint: 'POST /api/education/addform',
    actor: 'anyone',
    method: 'POST',
    path: '/api/education/addform',
    cases: [
      ...jsonBodyCases(enrolment, 'name', 'PUT', '/api/education/addform'),
      {
        kind: 'number-range',
        label: 'a phone number of 3 digits',
        request: { body: { ...enrolment, number: 123 } },
      },
      {
        kind: 'control-characters',
        label: 'a city with a newline',
        request: { body: { ...enrolment, city: 'Pune\nAdmin' } },
      },
    ],
  },
  {
    endpoint: 'POST /api/education/adminlogin',
    actor: 'anyone',
    method: 'POST',
    path: '/api/education/adminlogin',
    cases: [
      ...jsonBodyCases(
        { username: 'eduadmin@dropwise.test', password: 'wrong' },
        'username',
        'GET',
        '/api/education/adminlogin',
      ),
      {
        kind: 'oversized-string',
        label: 'a password of 5,000 characters',
        request: { body: { username: 'eduadmin@dropwise.test', password: big(5000) } },
      },
    ],
  },
  {
    endpoint: 'GET /api/education/allorder',
    actor: 'eduAdmin',
    method: 'GET',
    path: '/api/education/allorder',
    cases: [
      {
        kind: 'wrong-type',
        label: 'limit that is not a number',
        request: { path: '/api/education/allorder?limit=ten' },
      },
      { kind: 'number-range', label: 'limit 0', request: { path: '/api/education/allorder?limit=0' } },
      { kind: 'number-range', label: 'limit 101', request: { path: '/api/education/allorder?limit=101' } },
      {
        kind: 'number-range',
        label: 'a negative limit',
        request: { path: '/api/education/allorder?limit=-5' },
      },
      {
        kind: 'bad-cursor',
        label: 'a made-up cursor',
        request: { path: '/api/education/allorder?cursor=not-a-cursor' },
      },
      {
        kind: 'bad-cursor',
        label: 'a cursor with / and ..',
        request: { path: `/api/education/allorder?cursor=${DOT_DOT_ID}` },
      },
      {
        kind: 'oversized-string',
        label: 'a search of 500 characters',
        request: { path: `/api/education/allorder?q=${big(500)}` },
      },
      {
        kind: 'array-for-object',
        label: 'limit sent twice',
        request: { path: '/api/education/allorder?limit=1&limit=2' },
      },
      {
        kind: 'bad-query',
        label: 'an unknown course',
        request: { path: '/api/education/allorder?course=PhD' },
      },
      {
        kind: 'bad-query',
        label: 'an unknown status',
        request: { path: '/api/education/allorder?status=paid' },
      },
      {
        kind: 'control-characters',
        label: 'a search with control characters',
        request: { path: '/api/education/allorder?q=%00%07%1B' },
      },
      { kind: 'wrong-method', label: 'DELETE', request: { method: 'DELETE' } },
    ],
  },
  {
    endpoint: 'GET /api/education/export',
    actor: 'eduAdmin',
    method: 'GET',
    path: '/api/education/export',
    cases: [
      {
        kind: 'bad-query',
        label: 'an unknown course',
        request: { path: '/api/education/export?course=PhD' },
      },
      {
        kind: 'bad-query',
        label: 'an unknown status',
        request: { path: '/api/education/export?status=paid' },
      },
      {
        kind: 'array-for-object',
        label: 'course sent twice',
        request: { path: '/api/education/export?course=BCA&course=BA' },
      },
      {
        kind: 'oversized-string',
        label: 'a search of 500 characters',
        request: { path: `/api/education/export?q=${big(500)}` },
      },
      {
        kind: 'control-characters',
        label: 'a search with control characters',
        request: { path: '/api/education/export?q=%00%07%1B' },
      },
      { kind: 'wrong-method', label: 'POST', request: { method: 'POST', body: {} } },
    ],
  },
  {
    endpoint: 'PATCH /api/education/enrolments/:id',
    actor: 'eduAdmin',
    method: 'PATCH',
    path: '/api/education/enrolments/{enrolment}',
    cases: [
      { kind: 'wrong-type', label: 'status as a number', request: { body: { status: 1 } } },
      { kind: 'missing-field', label: 'no status', request: { body: {} } },
      {
        kind: 'extra-field',
        label: 'a name beside the status',
        request: { body: { status: 'contacted', name: 'Someone' } },
      },
      {
        kind: 'oversized-string',
        label: 'a status of 5,000 characters',
        request: { body: { status: big(5000) } },
      },
      { kind: 'oversized-body', label: 'a 20 kB body', request: oversizedBody },
      {
        kind: 'control-characters',
        label: 'a status with a NUL',
        request: { body: { status: 'new\u0000' } },
      },
      {
        kind: 'path-id',
        label: 'an id with /',
        request: { path: `/api/education/enrolments/${SLASH_ID}`, body: { status: 'new' } },
      },
      {
        kind: 'path-id',
        label: 'an id with ..',
        request: { path: `/api/education/enrolments/${DOT_DOT_ID}`, body: { status: 'new' } },
      },
      { kind: 'array-for-object', label: 'a JSON array body', request: { body: [{ status: 'new' }] } },
      { kind: 'bad-query', label: 'an unknown status', request: { body: { status: 'paid' } } },
      { kind: 'wrong-method', label: 'PUT', request: { method: 'PUT', body: { status: 'new' } } },
    ],
  },
  {
    endpoint: 'GET /counter/:counter',
    actor: 'anyone',
    method: 'GET',
    path: '/counter/dropwiseEduCounter',
    cases: [
      { kind: 'path-id', label: 'a product with /', request: { path: `/counter/${SLASH_ID}EduCounter` } },
      { kind: 'path-id', label: 'a product with ..', request: { path: `/counter/${DOT_DOT_ID}EduCounter` } },
      {
        kind: 'oversized-string',
        label: 'a product of 2,000 characters',
        request: { path: `/counter/${big(2000)}EduCounter` },
      },
      {
        kind: 'control-characters',
        label: 'a product with control characters',
        request: { path: '/counter/drop%00wiseEduCounter' },
      },
      { kind: 'wrong-method', label: 'DELETE', request: { method: 'DELETE' } },
    ],
  },
  {
    endpoint: 'GET /api/health',
    actor: 'anyone',
    method: 'GET',
    path: '/api/health',
    cases: [{ kind: 'wrong-method', label: 'POST', request: { method: 'POST', body: {} } }],
  },
  {
    endpoint: 'POST /api/account/delete',
    actor: 'customer',
    method: 'POST',
    path: '/api/account/delete',
    cases: [
      { kind: 'unexpected-body', label: 'a JSON body', request: { body: { uid: 'someone-else' } } },
      { kind: 'oversized-body', label: 'a 20 kB body', request: oversizedBody },
      { kind: 'wrong-method', label: 'GET', request: { method: 'GET' } },
      { kind: 'wrong-method', label: 'DELETE', request: { method: 'DELETE' } },
    ],
  },
  {
    endpoint: 'POST /api/orders/quote',
    actor: 'customer',
    method: 'POST',
    path: '/api/orders/quote',
    cases: [
      ...jsonBodyCases({ kind: 'ride', vehicleType: 'auto' }, 'vehicleType', 'GET', '/api/orders/quote'),
      {
        kind: 'number-range',
        label: 'a latitude of 200',
        request: {
          body: {
            kind: 'ride',
            vehicleType: 'auto',
            pickup: { address: 'A', coordinates: { lat: 200, lng: 1 } },
          },
        },
      },
    ],
  },
  {
    endpoint: 'POST /api/orders',
    actor: 'customer',
    method: 'POST',
    path: '/api/orders',
    cases: [
      ...jsonBodyCases(ride, 'vehicleType', 'PUT', '/api/orders'),
      { kind: 'number-range', label: '1,000 passengers', request: { body: { ...ride, passengers: 1000 } } },
      { kind: 'number-range', label: '-1 passengers', request: { body: { ...ride, passengers: -1 } } },
      {
        kind: 'number-range',
        label: 'a longitude of -500',
        request: { body: { ...ride, pickup: { address: 'A', coordinates: { lat: 18, lng: -500 } } } },
      },
      {
        kind: 'date-range',
        label: 'a time in the past',
        request: { body: { ...ride, scheduledAt: '2001-01-01T10:00:00.000Z' } },
      },
      {
        kind: 'date-range',
        label: 'a time in the year 9999',
        request: { body: { ...ride, scheduledAt: '9999-12-31T10:00:00.000Z' } },
      },
      {
        kind: 'date-range',
        label: 'a date that is not one',
        request: { body: { ...ride, scheduledAt: '2030-02-31T25:61:00Z' } },
      },
      {
        kind: 'control-characters',
        label: 'an address with control characters',
        request: { body: { ...ride, pickup: { address: CONTROL } } },
      },
      {
        kind: 'array-for-object',
        label: 'pickup as an array',
        request: { body: { ...ride, pickup: ['Pune'] } },
      },
    ],
  },
  {
    endpoint: 'POST /api/orders/:id/cancel',
    actor: 'customer',
    method: 'POST',
    path: '/api/orders/{order}/cancel',
    cases: [
      ...jsonBodyCases({ reason: 'Plans changed' }, 'reason', 'GET', '/api/orders/{order}/cancel'),
      {
        kind: 'path-id',
        label: 'an id with /',
        request: { path: `/api/orders/${SLASH_ID}/cancel`, body: { reason: 'Plans changed' } },
      },
      {
        kind: 'path-id',
        label: 'an id with ..',
        request: { path: `/api/orders/${DOT_DOT_ID}/cancel`, body: { reason: 'Plans changed' } },
      },
    ],
  },
  {
    endpoint: 'POST /api/orders/:id/transition',
    actor: 'admin',
    method: 'POST',
    path: '/api/orders/{order}/transition',
    cases: [
      ...jsonBodyCases({ to: 'accepted' }, 'to', 'PATCH', '/api/orders/{order}/transition'),
      {
        kind: 'path-id',
        label: 'an id with /',
        request: { path: `/api/orders/${SLASH_ID}/transition`, body: { to: 'accepted' } },
      },
      {
        kind: 'path-id',
        label: 'an id with ..',
        request: { path: `/api/orders/${DOT_DOT_ID}/transition`, body: { to: 'accepted' } },
      },
      {
        kind: 'path-id',
        label: 'a rider id with ..',
        request: { body: { to: 'assigned', riderId: '../users/x' } },
      },
    ],
  },
  {
    endpoint: 'GET /api/fares',
    actor: 'customer',
    method: 'GET',
    path: '/api/fares',
    cases: [{ kind: 'wrong-method', label: 'DELETE', request: { method: 'DELETE' } }],
  },
  {
    endpoint: 'PUT /api/fares',
    actor: 'admin',
    method: 'PUT',
    path: '/api/fares',
    cases: [
      {
        kind: 'wrong-type',
        label: 'a base fare as text',
        request: { body: { vehicles: { bike: { ...fareVehicle, base: 'cheap' } } } },
      },
      { kind: 'missing-field', label: 'an empty object', request: { body: {} } },
      {
        kind: 'extra-field',
        label: 'a spoofed updatedBy',
        request: { body: { vehicles: { bike: fareVehicle }, updatedBy: 'someone-else' } },
      },
      {
        kind: 'oversized-string',
        label: 'a label of 5,000 characters',
        request: { body: { vehicles: { bike: { ...fareVehicle, label: big(5000) } } } },
      },
      { kind: 'oversized-body', label: 'a 20 kB body', request: oversizedBody },
      {
        kind: 'control-characters',
        label: 'a label with control characters',
        request: { body: { vehicles: { bike: { ...fareVehicle, label: CONTROL } } } },
      },
      {
        kind: 'array-for-object',
        label: 'vehicles as an array',
        request: { body: { vehicles: [fareVehicle] } },
      },
      {
        kind: 'number-range',
        label: 'a negative fare',
        request: { body: { vehicles: { bike: { ...fareVehicle, base: -50 } } } },
      },
      {
        kind: 'number-range',
        label: 'a fare of 10^12',
        request: { body: { vehicles: { bike: { ...fareVehicle, perKm: 1e12 } } } },
      },
      {
        kind: 'path-id',
        label: 'a vehicle named with /',
        request: { body: { vehicles: { 'a/b': fareVehicle } } },
      },
      { kind: 'wrong-method', label: 'PATCH', request: { method: 'PATCH', body: {} } },
    ],
  },
  {
    endpoint: 'POST /api/admin/shops',
    actor: 'admin',
    method: 'POST',
    path: '/api/admin/shops',
    cases: [
      ...jsonBodyCases(shop, 'name', 'PUT', '/api/admin/shops'),
      {
        kind: 'number-range',
        label: 'a phone of 40 digits',
        request: { body: { ...shop, phone: '9'.repeat(40) } },
      },
    ],
  },
  {
    endpoint: 'PATCH /api/admin/shops/:shopId',
    actor: 'admin',
    method: 'PATCH',
    path: '/api/admin/shops/demo-shop-kothrud',
    cases: [
      { kind: 'wrong-type', label: 'a name as a number', request: { body: { name: 7 } } },
      { kind: 'missing-field', label: 'no field at all', request: { body: {} } },
      {
        kind: 'extra-field',
        label: 'active beside the name',
        request: { body: { name: 'Shop', active: false } },
      },
      {
        kind: 'oversized-string',
        label: 'a name of 5,000 characters',
        request: { body: { name: big(5000) } },
      },
      { kind: 'oversized-body', label: 'a 20 kB body', request: oversizedBody },
      {
        kind: 'control-characters',
        label: 'a name with control characters',
        request: { body: { name: CONTROL } },
      },
      {
        kind: 'path-id',
        label: 'an id with /',
        request: { path: `/api/admin/shops/${SLASH_ID}`, body: { name: 'Shop' } },
      },
      {
        kind: 'path-id',
        label: 'an id with ..',
        request: { path: `/api/admin/shops/${DOT_DOT_ID}`, body: { name: 'Shop' } },
      },
      { kind: 'array-for-object', label: 'a JSON array body', request: { body: [{ name: 'Shop' }] } },
      { kind: 'wrong-method', label: 'PUT', request: { method: 'PUT', body: { name: 'Shop' } } },
    ],
  },
  {
    endpoint: 'POST /api/admin/shops/:shopId/active',
    actor: 'admin',
    method: 'POST',
    path: '/api/admin/shops/demo-shop-kothrud/active',
    cases: [
      { kind: 'wrong-type', label: 'active as text', request: { body: { active: 'yes' } } },
      { kind: 'missing-field', label: 'no active', request: { body: {} } },
      { kind: 'extra-field', label: 'a name beside active', request: { body: { active: true, name: 'x' } } },
      { kind: 'oversized-body', label: 'a 20 kB body', request: oversizedBody },
      {
        kind: 'path-id',
        label: 'an id with ..',
        request: { path: `/api/admin/shops/${DOT_DOT_ID}/active`, body: { active: true } },
      },
      { kind: 'array-for-object', label: 'a JSON array body', request: { body: [{ active: true }] } },
      { kind: 'wrong-method', label: 'GET', request: { method: 'GET' } },
    ],
  },
  {
    endpoint: 'POST /api/admin/shops/:shopId/riders',
    actor: 'admin',
    method: 'POST',
    path: '/api/admin/shops/demo-shop-kothrud/riders',
    cases: [
      { kind: 'wrong-type', label: 'riderId as a number', request: { body: { riderId: 5 } } },
      { kind: 'missing-field', label: 'no riderId', request: { body: {} } },
      {
        kind: 'extra-field',
        label: 'a shopId beside it',
        request: { body: { riderId: 'demo-rider-2', shopId: 'x' } },
      },
      {
        kind: 'oversized-string',
        label: 'a riderId of 5,000 characters',
        request: { body: { riderId: big(5000) } },
      },
      { kind: 'path-id', label: 'a riderId with ..', request: { body: { riderId: '../shops/x' } } },
      {
        kind: 'path-id',
        label: 'a shop id with /',
        request: { path: `/api/admin/shops/${SLASH_ID}/riders`, body: { riderId: 'demo-rider-2' } },
      },
      {
        kind: 'control-characters',
        label: 'a riderId with a NUL',
        request: { body: { riderId: 'demo\u0000rider' } },
      },
      {
        kind: 'array-for-object',
        label: 'a JSON array body',
        request: { body: [{ riderId: 'demo-rider-2' }] },
      },
      { kind: 'wrong-method', label: 'PUT', request: { method: 'PUT', body: { riderId: 'demo-rider-2' } } },
    ],
  },
  {
    endpoint: 'DELETE /api/admin/shops/:shopId/riders/:riderId',
    actor: 'admin',
    method: 'DELETE',
    path: '/api/admin/shops/demo-shop-kothrud/riders/no-such-rider',
    cases: [
      {
        kind: 'path-id',
        label: 'a rider id with ..',
        request: { path: `/api/admin/shops/demo-shop-kothrud/riders/${DOT_DOT_ID}` },
      },
      {
        kind: 'path-id',
        label: 'a shop id with /',
        request: { path: `/api/admin/shops/${SLASH_ID}/riders/demo-rider` },
      },
      {
        kind: 'oversized-string',
        label: 'a rider id of 2,000 characters',
        request: { path: `/api/admin/shops/demo-shop-kothrud/riders/${big(2000)}` },
      },
      {
        kind: 'control-characters',
        label: 'a rider id with a NUL',
        request: { path: '/api/admin/shops/demo-shop-kothrud/riders/demo%00rider' },
      },
      { kind: 'unexpected-body', label: 'a JSON body', request: { body: { riderId: 'demo-rider' } } },
      { kind: 'wrong-method', label: 'PATCH', request: { method: 'PATCH', body: {} } },
    ],
  },
  {
    endpoint: 'POST /api/admin/riders',
    actor: 'admin',
    method: 'POST',
    path: '/api/admin/riders',
    cases: [
      ...jsonBodyCases(rider, 'name', 'PUT', '/api/admin/riders'),
      {
        kind: 'number-range',
        label: 'a password of 3 characters',
        request: { body: { ...rider, password: 'abc' } },
      },
      { kind: 'path-id', label: 'a shopId with ..', request: { body: { ...rider, shopId: '../users/x' } } },
    ],
  },
  {
    endpoint: 'PATCH /api/admin/riders/:riderId',
    actor: 'admin',
    method: 'PATCH',
    path: '/api/admin/riders/demo-rider-2',
    cases: [
      { kind: 'wrong-type', label: 'a name as a number', request: { body: { name: 7 } } },
      { kind: 'missing-field', label: 'no field at all', request: { body: {} } },
      {
        kind: 'extra-field',
        label: 'an email (not editable)',
        request: { body: { name: 'Rider', email: 'x@y.z' } },
      },
      {
        kind: 'oversized-string',
        label: 'a name of 5,000 characters',
        request: { body: { name: big(5000) } },
      },
      { kind: 'oversized-body', label: 'a 20 kB body', request: oversizedBody },
      {
        kind: 'control-characters',
        label: 'a name with control characters',
        request: { body: { name: CONTROL } },
      },
      {
        kind: 'path-id',
        label: 'an id with ..',
        request: { path: `/api/admin/riders/${DOT_DOT_ID}`, body: { name: 'Rider' } },
      },
      { kind: 'array-for-object', label: 'a JSON array body', request: { body: [{ name: 'Rider' }] } },
      { kind: 'wrong-method', label: 'PUT', request: { method: 'PUT', body: { name: 'Rider' } } },
    ],
  },
  {
    endpoint: 'POST /api/admin/riders/:riderId/active',
    actor: 'admin',
    method: 'POST',
    path: '/api/admin/riders/demo-rider-2/active',
    cases: [
      { kind: 'wrong-type', label: 'active as 1', request: { body: { active: 1 } } },
      { kind: 'missing-field', label: 'no active', request: { body: {} } },
      { kind: 'extra-field', label: 'a name beside active', request: { body: { active: true, name: 'x' } } },
      {
        kind: 'path-id',
        label: 'an id with /',
        request: { path: `/api/admin/riders/${SLASH_ID}/active`, body: { active: true } },
      },
      { kind: 'array-for-object', label: 'a JSON array body', request: { body: [{ active: true }] } },
      { kind: 'wrong-method', label: 'GET', request: { method: 'GET' } },
    ],
  },
  {
    endpoint: 'GET /api/admin/customers',
    actor: 'admin',
    method: 'GET',
    path: '/api/admin/customers',
    cases: [
      {
        kind: 'wrong-type',
        label: 'limit that is not a number',
        request: { path: '/api/admin/customers?limit=many' },
      },
      { kind: 'number-range', label: 'limit 0', request: { path: '/api/admin/customers?limit=0' } },
      { kind: 'number-range', label: 'limit 1000', request: { path: '/api/admin/customers?limit=1000' } },
      {
        kind: 'bad-cursor',
        label: 'a cursor with / and ..',
        request: { path: `/api/admin/customers?cursor=${DOT_DOT_ID}` },
      },
      {
        kind: 'bad-cursor',
        label: 'a cursor of 500 characters',
        request: { path: `/api/admin/customers?cursor=${big(500)}` },
      },
      {
        kind: 'oversized-string',
        label: 'a search of 500 characters',
        request: { path: `/api/admin/customers?search=${big(500)}` },
      },
      {
        kind: 'array-for-object',
        label: 'search sent twice',
        request: { path: '/api/admin/customers?search=a&search=b' },
      },
      {
        kind: 'control-characters',
        label: 'a search with control characters',
        request: { path: '/api/admin/customers?search=%00%07' },
      },
      { kind: 'wrong-method', label: 'DELETE', request: { method: 'DELETE' } },
    ],
  },
  {
    endpoint: 'POST /api/admin/customers/:uid/disabled',
    actor: 'admin',
    method: 'POST',
    path: '/api/admin/customers/no-such-customer/disabled',
    cases: [
      { kind: 'wrong-type', label: 'disabled as text', request: { body: { disabled: 'true' } } },
      { kind: 'missing-field', label: 'no disabled', request: { body: {} } },
      { kind: 'extra-field', label: 'a role beside it', request: { body: { disabled: false, admin: true } } },
      {
        kind: 'path-id',
        label: 'a uid with ..',
        request: { path: `/api/admin/customers/${DOT_DOT_ID}/disabled`, body: { disabled: true } },
      },
      { kind: 'oversized-body', label: 'a 20 kB body', request: oversizedBody },
      { kind: 'array-for-object', label: 'a JSON array body', request: { body: [{ disabled: true }] } },
      { kind: 'wrong-method', label: 'GET', request: { method: 'GET' } },
    ],
  },
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
