import { beforeAll, describe, expect, it } from 'vitest';
import { type ActorTokens, actorTokens, callApi, newRiderBody, unique } from '../support/admin-api';
import { testDb } from '../support/admin-sdk';
import { RIDERS, SHOPS } from '@dropwise/domain/collections';

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: () => unknown;
  okStatus: number;
}

/** Switching a shop or a rider on (the same call with false switches it off). */
const activeSwitch = (what: 'shop' | 'rider', record: string): Endpoint => ({
  name: `activate or deactivate a ${what}`,
  method: 'POST',
  path: `${record}/active`,
  body: () => ({ active: true }),
  okStatus: 200,
});

/** Every admin function, with a request an admin may make (run in this order by the admin). */
const endpoints: Endpoint[] = [
  {
    name: 'create a shop',
    method: 'POST',
    path: '/api/admin/shops',
    body: () => ({
      name: `Matrix Shop ${unique()}`,
      phone: '98765 43210',
      address: '1 Test Street',
      city: 'Pune',
    }),
    okStatus: 201,
  },
  {
    name: 'edit a shop',
    method: 'PATCH',
    path: '/api/admin/shops/demo-shop-kothrud',
    body: () => ({ city: 'Pune' }),
    okStatus: 200,
  },
  activeSwitch('shop', '/api/admin/shops/demo-shop-kothrud'),
  {
    name: 'link a rider to a shop',
    method: 'POST',
    path: '/api/admin/shops/demo-shop-kothrud/riders',
    body: () => ({ riderId: 'demo-rider-2' }),
    okStatus: 200,
  },
  {
    name: 'unlink a rider from a shop',
    method: 'DELETE',
    path: '/api/admin/shops/demo-shop-kothrud/riders/demo-rider-2',
    okStatus: 200,
  },
  {
    name: 'create a rider',
    method: 'POST',
    path: '/api/admin/riders',
    body: () => newRiderBody({ name: 'Matrix Rider', phone: '+91 98765 43210' }),
    okStatus: 201,
  },
  {
    name: 'edit a rider',
    method: 'PATCH',
    path: '/api/admin/riders/demo-rider-2',
    body: () => ({ vehicleType: 'auto' }),
    okStatus: 200,
  },
  activeSwitch('rider', '/api/admin/riders/demo-rider-2'),
  { name: 'list customers', method: 'GET', path: '/api/admin/customers', okStatus: 200 },
  {
    name: 'disable or re-enable a customer',
    method: 'POST',
    path: '/api/admin/customers/demo-customer/disabled',
    body: () => ({ disabled: false }),
    okStatus: 200,
  },
  {
    // The booking area's fare-table call; an empty table is refused by validation, which
    // shows the admin got past authorisation without changing the table other suites rely on.
    name: 'edit the fare table',
    method: 'PUT',
    path: '/api/fares',
    body: () => ({}),
    okStatus: 400,
  },
];

async function storedCounts() {
  const [shops, riders] = await Promise.all([
    testDb.collection(SHOPS).count().get(),
    testDb.collection(RIDERS).count().get(),
  ]);
  return { shops: shops.data().count, riders: riders.data().count };
}

describe('authorization matrix of the admin functions', () => {
  let tokens: ActorTokens;

  beforeAll(async () => {
    tokens = await actorTokens();
  });

  describe.each(endpoints)('$method $path ($name)', (endpoint) => {
    it('an anonymous caller is refused with 401 and nothing is stored', async () => {
      const before = await storedCounts();
      const answer = await callApi(endpoint.method, endpoint.path, { body: endpoint.body?.() });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, error: { code: 'unauthenticated' } });
      expect(await storedCounts()).toEqual(before);
    });

    it('a forged token is refused with 401', async () => {
      const answer = await callApi(endpoint.method, endpoint.path, {
        token: 'eyJhbGciOiJub25lIn0.eyJhZG1pbiI6dHJ1ZX0.',
        body: endpoint.body?.(),
      });
      expect(answer.status).toBe(401);
    });

    it.each(['customer', 'rider', 'eduAdmin'] as const)(
      'a %s is refused with 403 and nothing is stored',
      async (actor) => {
        const before = await storedCounts();
        const answer = await callApi(endpoint.method, endpoint.path, {
          token: tokens[actor],
          body: endpoint.body?.(),
        });
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ success: false, error: { code: 'forbidden' } });
        expect(await storedCounts()).toEqual(before);
      },
    );

    it('an admin is allowed through to the function', async () => {
      const answer = await callApi(endpoint.method, endpoint.path, {
        token: tokens.admin,
        body: endpoint.body?.(),
      });
      expect(answer.status).toBe(endpoint.okStatus);
      if (endpoint.okStatus === 400) expect(answer.body.error?.code).toBe('validation_failed');
      else expect(answer.body).toMatchObject({ success: true });
    });
  });
});
