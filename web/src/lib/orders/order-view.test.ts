import { describe, expect, it } from 'vitest';
import { toHistoryEntryView } from './order-history-view';
import { toOrderView } from './order-view';

const stored = (data: Record<string, unknown> | undefined, id = 'o1') => ({ id, data: () => data });
const at = (ms: number) => ({ toDate: () => new Date(ms) });

/** A parcel as the customer described it, stored and read back the same. */
const BOOKS = {
  sizeBand: 'small',
  description: 'Books',
  receiverName: 'Asha',
  receiverPhone: '+919800000002',
} as const;

describe('toOrderView', () => {
  it('reads a parcel as the booking stores it', () => {
    const view = toOrderView(
      stored({
        kind: 'parcel',
        status: 'assigned',
        customerUid: 'c1',
        customerName: 'Meera',
        customerPhone: '+919876543210',
        vehicleType: 'bike',
        scheduledAt: at(1_000),
        asap: true,
        createdAt: at(1_000),
        pickup: { address: 'Pune Station', coordinates: { lat: 18.52, lng: 73.87 } },
        dropOff: { address: 'Shaniwar Wada', coordinates: null },
        passengers: null,
        parcel: BOOKS,
        fare: { amount: 80, currency: 'INR', distanceKm: 3, breakdown: {}, tableVersion: 1 },
        shopId: null,
        riderId: 'r1',
        riderName: 'Ravi',
        riderPhone: '+919800000001',
        handoverLocked: true,
      }),
    );
    expect(view).toMatchObject({
      id: 'o1',
      kind: 'parcel',
      status: 'assigned',
      customerName: 'Meera',
      pickup: 'Pune Station',
      dropOff: 'Shaniwar Wada',
      pickupCoordinates: { lat: 18.52, lng: 73.87 },
      dropOffCoordinates: null,
      passengers: null,
      parcel: BOOKS,
      fare: { amount: 80, currency: 'INR', distanceKm: 3 },
      riderId: 'r1',
      riderPhone: '+919800000001',
      handoverLocked: true,
      dispatch: null,
    });
    expect(view.createdAt?.getTime()).toBe(1_000);
  });

  it('shows an odd or missing document as empty, never as a crash', () => {
    const view = toOrderView(stored(undefined, 'gone'));
    expect(view).toMatchObject({
      id: 'gone',
      kind: 'ride',
      status: 'pending',
      customerUid: '',
      customerName: '',
      pickup: '',
      pickupCoordinates: null,
      parcel: null,
      fare: null,
      riderId: null,
      createdAt: null,
      handoverLocked: false,
    });
  });

  it('reads an address stored alone, a point out of range as none, and a fare without currency as INR', () => {
    const view = toOrderView(
      stored({
        pickup: 'Old Market',
        dropOff: { address: 'Camp', coordinates: { lat: 123, lng: 73 } },
        fare: { amount: 50 },
      }),
    );
    expect(view.pickup).toBe('Old Market');
    expect(view.dropOffCoordinates).toBeNull();
    expect(view.fare).toMatchObject({ amount: 50, currency: 'INR' });
  });
});

describe('toHistoryEntryView', () => {
  it('reads who made the change, and a bare uid from older entries as no role', () => {
    const entry = toHistoryEntryView({
      n: 2,
      from: 'pending',
      to: 'assigned',
      by: { uid: 'r1', role: 'rider' },
      viaOffer: true,
    });
    expect(entry).toMatchObject({ n: 2, from: 'pending', to: 'assigned', role: 'rider', viaOffer: true });
    expect(toHistoryEntryView({ n: 0, to: 'pending', by: 'c1' }).role).toBe('');
  });

  it('gives the order its history oldest first, and none when it holds none', () => {
    const history = [
      { n: 1, from: 'pending', to: 'cancelled', by: { uid: 'c1', role: 'customer' } },
      { n: 0, from: null, to: 'pending', by: { uid: 'c1', role: 'customer' } },
    ];
    expect(toOrderView(stored({ status: 'cancelled', history })).history.map((entry) => entry.to)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(toOrderView(stored({ status: 'pending' })).history).toEqual([]);
  });
});
