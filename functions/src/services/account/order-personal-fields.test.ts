import { describe, expect, it } from 'vitest';
import { newTombstone, personalOrderFieldPaths } from './order-personal-fields.js';

describe('personalOrderFieldPaths', () => {
  it('lists the customer and receiver details of a parcel order', () => {
    const order = {
      kind: 'parcel',
      customerUid: 'u1',
      customerName: 'Asha',
      customerPhone: '+919876543210',
      status: 'delivered',
      fare: { amount: 120, currency: 'INR' },
      pickup: { address: '1 MG Road', contactName: 'Asha', contactPhone: '+919876543210' },
      dropOff: { address: '2 FC Road', name: 'Ravi' },
      parcel: { weightKg: 2, receiverName: 'Ravi', receiverPhone: '+919876543211' },
    };
    expect(personalOrderFieldPaths(order).sort()).toEqual(
      [
        'customerName',
        'customerPhone',
        'dropOff.name',
        'parcel.receiverName',
        'parcel.receiverPhone',
        'pickup.contactName',
        'pickup.contactPhone',
      ].sort(),
    );
  });

  it('keeps the platform record: kind, status, fare, addresses and times are not listed', () => {
    const paths = personalOrderFieldPaths({
      kind: 'ride',
      status: 'pending',
      fare: { amount: 50 },
      pickup: { address: 'x', lat: 1, lng: 2 },
      createdAt: 1,
    });
    expect(paths).toEqual([]);
  });

  it('ignores address fields that are not maps', () => {
    expect(personalOrderFieldPaths({ pickup: 'somewhere', parcel: null, dropOff: ['a'] })).toEqual([]);
  });
});

describe('newTombstone', () => {
  it('is deleted- and 128 random bits in hex, different every time', () => {
    const tombstones = new Set(Array.from({ length: 50 }, () => newTombstone()));
    expect(tombstones.size).toBe(50);
    for (const tombstone of tombstones) expect(tombstone).toMatch(/^deleted-[0-9a-f]{32}$/);
  });

  it('lists the request id, from which the order id was derived with the uid', () => {
    expect(personalOrderFieldPaths({ kind: 'ride', requestId: 'r-1' })).toEqual(['requestId']);
  });
});
