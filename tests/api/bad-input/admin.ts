import {
  riderInputForTests as rider,
  shopInputForTests as shop,
} from '@dropwise/domain/admin/admin-inputs-for-tests';
import type { EndpointBadInput } from '../bad-input-table';
import {
  bad,
  endpointRow,
  big,
  DOT_DOT_ID,
  flagCases,
  jsonBodyCases,
  nameEditCases,
  oneStringFieldCases,
  pagedListCases,
  pathIdCases,
  textRuleCases,
} from './cases';

const shopRiders = '/api/admin/shops/demo-shop-kothrud/riders';
const customers = (query: string) => `/api/admin/customers?${query}`;

/** The platform admin's endpoints: shops, riders and customers. */
export const ADMIN_BAD_INPUT: EndpointBadInput[] = [
  endpointRow('POST /api/admin/shops', 'admin', [
    ...jsonBodyCases(shop, 'name', 'PUT'),
    bad('number-range', 'a phone of 40 digits', { body: { ...shop, phone: '9'.repeat(40) } }),
    ...textRuleCases('a shop name', (name) => ({ body: { ...shop, name } })),
    ...textRuleCases('a shop address', (address) => ({ body: { ...shop, address } })),
    ...textRuleCases('a shop city', (city) => ({ body: { ...shop, city } })),
  ]),
  endpointRow(
    'PATCH /api/admin/shops/:shopId',
    'admin',
    [
      ...nameEditCases(
        'Shop',
        { active: false },
        pathIdCases((id) => `/api/admin/shops/${id}`, { name: 'Shop' }),
      ),
      ...textRuleCases('a shop name', (name) => ({ body: { name } })),
      ...textRuleCases('a shop address', (address) => ({ body: { address } })),
      ...textRuleCases('a shop city', (city) => ({ body: { city } })),
    ],
    '/api/admin/shops/demo-shop-kothrud',
  ),
  endpointRow(
    'POST /api/admin/shops/:shopId/active',
    'admin',
    flagCases(
      'active',
      ['text', 'yes'],
      bad('extra-field', 'a name beside active', { body: { active: true, name: 'x' } }),
      pathIdCases((id) => `/api/admin/shops/${id}/active`, { active: true }, ['..']),
    ),
    '/api/admin/shops/demo-shop-kothrud/active',
  ),
  endpointRow(
    'POST /api/admin/shops/:shopId/riders',
    'admin',
    [
      ...oneStringFieldCases('riderId', 'demo-rider-2', { shopId: 'x' }),
      bad('path-id', 'a riderId with ..', { body: { riderId: '../shops/x' } }),
      ...pathIdCases(
        (id) => `/api/admin/shops/${id}/riders`,
        { riderId: 'demo-rider-2' },
        ['/'],
        'a shop id',
      ),
    ],
    shopRiders,
  ),
  endpointRow(
    'DELETE /api/admin/shops/:shopId/riders/:riderId',
    'admin',
    [
      bad('path-id', 'a rider id with ..', { path: `${shopRiders}/${DOT_DOT_ID}` }),
      ...pathIdCases((id) => `/api/admin/shops/${id}/riders/demo-rider`, undefined, ['/'], 'a shop id'),
      bad('oversized-string', 'a rider id of 2,000 characters', { path: `${shopRiders}/${big(2000)}` }),
      bad('control-characters', 'a rider id with a NUL', { path: `${shopRiders}/demo%00rider` }),
      bad('unexpected-body', 'a JSON body', { body: { riderId: 'demo-rider' } }),
      bad('wrong-method', 'PATCH', { method: 'PATCH', body: {} }),
    ],
    `${shopRiders}/no-such-rider`,
  ),
  endpointRow('POST /api/admin/riders', 'admin', [
    ...jsonBodyCases(rider, 'name', 'PUT'),
    ...textRuleCases('a rider name', (name) => ({ body: { ...rider, name } })),
    bad('number-range', 'a password of 3 characters', { body: { ...rider, password: 'abc' } }),
    bad('path-id', 'a shopId with ..', { body: { ...rider, shopId: '../users/x' } }),
  ]),
  endpointRow(
    'PATCH /api/admin/riders/:riderId',
    'admin',
    [
      ...nameEditCases(
        'Rider',
        { email: 'x@y.z' },
        pathIdCases((id) => `/api/admin/riders/${id}`, { name: 'Rider' }, ['..']),
      ),
      ...textRuleCases('a rider name', (name) => ({ body: { name } })),
    ],
    '/api/admin/riders/demo-rider-2',
  ),
  endpointRow(
    'POST /api/admin/riders/:riderId/active',
    'admin',
    flagCases(
      'active',
      ['1', 1],
      bad('extra-field', 'a name beside active', { body: { active: true, name: 'x' } }),
      pathIdCases((id) => `/api/admin/riders/${id}/active`, { active: true }, ['/']),
    ),
    '/api/admin/riders/demo-rider-2/active',
  ),
  endpointRow('GET /api/admin/customers', 'admin', [
    ...pagedListCases(customers, 'search'),
    bad('bad-cursor', 'a cursor of 500 characters', { path: customers(`cursor=${big(500)}`) }),
    bad('array-for-object', 'search sent twice', { path: customers('search=a&search=b') }),
  ]),
  endpointRow(
    'POST /api/admin/customers/:uid/disabled',
    'admin',
    flagCases(
      'disabled',
      ['text', 'true'],
      bad('extra-field', 'a role beside it', { body: { disabled: false, admin: true } }),
      pathIdCases((id) => `/api/admin/customers/${id}/disabled`, { disabled: true }, ['..'], 'a uid'),
    ),
    '/api/admin/customers/no-such-customer/disabled',
  ),
];
