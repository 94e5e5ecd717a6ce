import { BANER_ROAD, FC_ROAD, rideRequest } from '../../support/booking-fixtures';
import type { Actor, EndpointBadInput } from '../bad-input-table';
import {
  bad,
  endpointRow,
  big,
  CONTROL,
  jsonBodyCases,
  oversizedBody,
  pathIdCases,
  textRuleCases,
} from './cases';

const ride = rideRequest();
const fareVehicle = { label: 'Bike', base: 20, perKm: 8, minimum: 40, seats: 1 };
const bike = (vehicle: Record<string, unknown>) => ({
  body: { vehicles: { bike: { ...fareVehicle, ...vehicle } } },
});
const rideWith = (change: Record<string, unknown>) => ({ body: { ...ride, ...change } });
const parcelDetails = {
  sizeBand: 'small',
  description: 'A box of books',
  receiverName: 'Asha Patil',
  receiverPhone: '98765 43210',
};
const parcelWith = (details: Record<string, unknown>) => ({
  body: {
    kind: 'parcel',
    requestId: '5a0c3a53-0a3d-4f0e-8d8c-2d1c8a1f7b10',
    scheduledAt: 'now',
    pickup: { address: 'FC Road 22', coordinates: FC_ROAD },
    dropOff: { address: 'Baner Road 14', coordinates: BANER_ROAD },
    parcel: { ...parcelDetails, ...details },
  },
});

/** Deleting one's own account, which takes no body: the customer's path and the rider's are alike. */
const accountDeletion = (actor: Actor, path: string) =>
  endpointRow(`POST ${path}`, actor, [
    bad('unexpected-body', 'a JSON body', { body: { uid: 'someone-else' } }),
    bad('oversized-body', 'a 20 kB body', oversizedBody),
    bad('wrong-method', 'GET', { method: 'GET' }),
    bad('wrong-method', 'DELETE', { method: 'DELETE' }),
  ]);

/** The account, booking, order lifecycle and fare endpoints. */
export const ORDER_BAD_INPUT: EndpointBadInput[] = [
  accountDeletion('customer', '/api/account/delete'),
  accountDeletion('rider', '/api/account/delete-rider'),
  endpointRow('POST /api/orders/quote', 'customer', [
    ...jsonBodyCases({ kind: 'ride', vehicleType: 'auto' }, 'vehicleType', 'GET'),
    bad('number-range', 'a latitude of 200', {
      body: {
        kind: 'ride',
        vehicleType: 'auto',
        pickup: { address: 'A', coordinates: { lat: 200, lng: 1 } },
      },
    }),
    ...textRuleCases('a pickup address', (address) => ({
      body: { kind: 'ride', vehicleType: 'auto', pickup: { address } },
    })),
  ]),
  endpointRow('POST /api/orders', 'customer', [
    ...jsonBodyCases(ride, 'vehicleType', 'PUT'),
    bad('number-range', '1,000 passengers', rideWith({ passengers: 1000 })),
    bad('number-range', '-1 passengers', rideWith({ passengers: -1 })),
    bad(
      'number-range',
      'a longitude of -500',
      rideWith({ pickup: { address: 'A', coordinates: { lat: 18, lng: -500 } } }),
    ),
    bad('date-range', 'a time in the past', rideWith({ scheduledAt: '2001-01-01T10:00:00.000Z' })),
    bad('date-range', 'a time in the year 9999', rideWith({ scheduledAt: '9999-12-31T10:00:00.000Z' })),
    bad('date-range', 'a date that is not one', rideWith({ scheduledAt: '2030-02-31T25:61:00Z' })),
    bad(
      'control-characters',
      'an address with control characters',
      rideWith({ pickup: { address: CONTROL } }),
    ),
    bad('array-for-object', 'pickup as an array', rideWith({ pickup: ['Pune'] })),
    ...textRuleCases('a pickup address', (address) => rideWith({ pickup: { address } })),
    ...textRuleCases('a drop-off address', (address) => rideWith({ dropOff: { address } })),
    ...textRuleCases('a parcel description', (description) => parcelWith({ description }), {
      multiLine: true,
    }),
    bad(
      'control-characters',
      'a parcel description with a carriage return',
      parcelWith({ description: 'Books\r\nPens' }),
    ),
    ...textRuleCases("a receiver's name", (receiverName) => parcelWith({ receiverName })),
  ]),
  endpointRow(
    'POST /api/orders/:id/cancel',
    'customer',
    [
      ...jsonBodyCases({ reason: 'Plans changed' }, 'reason', 'GET'),
      ...pathIdCases((id) => `/api/orders/${id}/cancel`, { reason: 'Plans changed' }),
      ...textRuleCases('a reason', (reason) => ({ body: { reason } })),
    ],
    '/api/orders/{order}/cancel',
  ),
  endpointRow(
    'POST /api/orders/:id/transition',
    'admin',
    [
      ...jsonBodyCases({ to: 'accepted' }, 'to', 'PATCH'),
      ...pathIdCases((id) => `/api/orders/${id}/transition`, { to: 'accepted' }),
      bad('path-id', 'a rider id with ..', { body: { to: 'assigned', riderId: '../users/x' } }),
      ...textRuleCases('a reason', (reason) => ({ body: { to: 'cancelled', reason } })),
    ],
    '/api/orders/{order}/transition',
  ),
  endpointRow('GET /api/fares', 'customer', [bad('wrong-method', 'DELETE', { method: 'DELETE' })]),
  endpointRow('PUT /api/fares', 'admin', [
    bad('wrong-type', 'a base fare as text', bike({ base: 'cheap' })),
    bad('missing-field', 'an empty object', { body: {} }),
    bad('extra-field', 'a spoofed updatedBy', {
      body: { vehicles: { bike: fareVehicle }, updatedBy: 'someone-else' },
    }),
    bad('oversized-string', 'a label of 5,000 characters', bike({ label: big(5000) })),
    bad('oversized-body', 'a 20 kB body', oversizedBody),
    bad('control-characters', 'a label with control characters', bike({ label: CONTROL })),
    bad('array-for-object', 'vehicles as an array', { body: { vehicles: [fareVehicle] } }),
    bad('number-range', 'a negative fare', bike({ base: -50 })),
    bad('number-range', 'a fare of 10^12', bike({ perKm: 1e12 })),
    bad('path-id', 'a vehicle named with /', { body: { vehicles: { 'a/b': fareVehicle } } }),
    bad('wrong-method', 'PATCH', { method: 'PATCH', body: {} }),
    ...textRuleCases('a label', (label) => bike({ label })),
  ]),
];
