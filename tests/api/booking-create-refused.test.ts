import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, callApi, parcelRequest, rideRequest } from '../support/booking-fixtures';
import { demo, signInWithPhone } from '../support/emulators';
import { inHours, storedOrders } from '../support/api-booking';

describe('POST /api/orders: booking a ride or a parcel', () => {
  let customer: { uid: string; idToken: string };

  beforeAll(async () => {
    customer = await signInWithPhone(demo.customerPhone);
  });

  it.each([
    ['a time in the past', rideRequest({ scheduledAt: inHours(-2) }), 'scheduledAt'],
    ['a time beyond the booking window', rideRequest({ scheduledAt: inHours(24 * 31) }), 'scheduledAt'],
    [
      'the same pickup and drop-off',
      rideRequest({ dropOff: { address: 'pune railway  station' } }),
      'dropOff.address',
    ],
    [
      'too many passengers for the vehicle',
      rideRequest({ vehicleType: 'auto', passengers: 4 }),
      'passengers',
    ],
    ['an unknown vehicle', rideRequest({ vehicleType: 'spaceship' }), 'vehicleType'],
    ['a missing pickup', rideRequest({ pickup: undefined }), 'pickup'],
    ['a missing request id', rideRequest({ requestId: undefined }), 'requestId'],
    ['an oversized address', rideRequest({ pickup: { address: 'x'.repeat(500) } }), 'pickup.address'],
    [
      'an oversized parcel description',
      parcelRequest({
        parcel: {
          sizeBand: 'small',
          description: 'y'.repeat(1000),
          receiverName: 'Asha',
          receiverPhone: '9876543210',
        },
      }),
      'parcel.description',
    ],
    [
      'a parcel with an invalid receiver phone',
      parcelRequest({
        parcel: { sizeBand: 'small', description: 'Keys', receiverName: 'Asha', receiverPhone: '12345' },
      }),
      'parcel.receiverPhone',
    ],
  ])(
    'a customer booking with %s gets 400 naming the field, and nothing is stored',
    async (_case, request, field) => {
      const answer = await callApi('/api/orders', { token: customer.idToken, body: request });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error?.code).toBe('validation_failed');
      expect(answer.body.error?.fields).toHaveProperty(field);
      if (typeof request.requestId === 'string') {
        const stored = await storedOrders(request.requestId);
        expect(stored.size).toBe(0);
      }
    },
  );

  it('a body over 16 kB is refused with 413 in the API error shape, and nothing is stored', async () => {
    const request = rideRequest({ pickup: { address: 'z'.repeat(20_000) } });
    const answer = await callApi('/api/orders', { token: customer.idToken, body: request });
    expect(answer.status).toBe(413);
    expect(answer.body.error?.code).toBe('payload_too_large');
    const stored = await storedOrders(request.requestId);
    expect(stored.size).toBe(0);
  });

  it('an anonymous visitor may not book: 401', async () => {
    const answer = await callApi('/api/orders', { body: rideRequest() });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.code).toBe('unauthenticated');
  });

  it('a disabled customer may not book with a token issued before they were disabled', async () => {
    const phone = '+15555550191';
    const blocked = await signInWithPhone(phone);
    await adminAuth.updateUser(blocked.uid, { disabled: true });
    try {
      const request = rideRequest();
      const answer = await callApi('/api/orders', { token: blocked.idToken, body: request });
      expect(answer.status).toBe(401);
      const stored = await storedOrders(request.requestId);
      expect(stored.size).toBe(0);
    } finally {
      await adminAuth.updateUser(blocked.uid, { disabled: false });
    }
  });
});
