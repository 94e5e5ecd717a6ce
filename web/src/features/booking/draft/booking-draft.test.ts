import { afterEach, describe, expect, it } from 'vitest';
import { createDraftStore } from './draft-store';
import { parcelRequestFromDraft, rideRequestFromDraft, scheduleFromDraft } from './draft-to-request';
import { initialParcelDraft } from './parcel-draft';
import { initialRideDraft, repairPlace, repairRideDraft, type RideDraft } from './ride-draft';
import { makeRequestId } from '@/lib/orders/request-id';

const KEY = 'test:draft:bookRider';
const rideStore = () => createDraftStore<RideDraft>(KEY, initialRideDraft, repairRideDraft);

describe('booking draft in localStorage', () => {
  afterEach(() => localStorage.clear());

  it('starts at firstStep with every field empty', () => {
    const store = rideStore();
    expect(store.get()).toEqual(initialRideDraft);
    expect(store.get().bookRiderStatus).toBe('firstStep');
  });

  it('survives a reload: a new store on the same key reads what was set', () => {
    const store = rideStore();
    store.set({ bookRiderStatus: 'places', vehicleType: 'car', numofPassengers: 3 });
    const reloaded = rideStore();
    expect(reloaded.get()).toMatchObject({
      bookRiderStatus: 'places',
      vehicleType: 'car',
      numofPassengers: 3,
    });
  });

  it('Clear empties every field, returns to firstStep and removes the stored copy', () => {
    const store = rideStore();
    store.set({ bookRiderStatus: 'review', vehicleType: 'auto', currentOrderId: 'o1', requestId: 'r1' });
    expect(store.clear()).toEqual(initialRideDraft);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(rideStore().get()).toEqual(initialRideDraft);
  });

  it('setting draft data updates only fields the draft has, with values of the right type', () => {
    const store = rideStore();
    const next = store.set({
      vehicleType: 'bike',
      isAdmin: true,
      numofPassengers: 'lots',
      __proto__: { x: 1 },
    });
    expect(next.vehicleType).toBe('bike');
    expect(next.numofPassengers).toBe(1);
    expect(next).not.toHaveProperty('isAdmin');
    expect(Object.keys(next).sort()).toEqual(Object.keys(initialRideDraft).sort());
  });

  it('ignores a stored draft that is not JSON, and repairs impossible values', () => {
    localStorage.setItem(KEY, '{not json');
    expect(rideStore().get()).toEqual(initialRideDraft);

    localStorage.setItem(
      KEY,
      JSON.stringify({
        bookRiderStatus: 'teleport',
        vehicleType: 'car',
        pickupLocation: { address: 7 },
        numofPassengers: -2,
      }),
    );
    expect(rideStore().get()).toMatchObject({
      bookRiderStatus: 'firstStep',
      vehicleType: 'car',
      pickupLocation: { address: '', coordinates: null },
      numofPassengers: 1,
    });
  });

  it('tells subscribers about changes', () => {
    const store = rideStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.set({ vehicleType: 'car' });
    store.clear();
    unsubscribe();
    store.set({ vehicleType: 'auto' });
    expect(calls).toBe(2);
  });
});

describe('from draft to booking request', () => {
  it('keeps the coordinates of a chosen place and drops stored ones that are not a point', () => {
    expect(repairPlace({ address: 'Yerwada', coordinates: { lat: 18.55, lng: 73.89 } })).toEqual({
      address: 'Yerwada',
      coordinates: { lat: 18.55, lng: 73.89 },
    });
    expect(repairPlace({ address: 'x', coordinates: '18.5, 73.8' }).coordinates).toBeNull();
    expect(repairPlace({ address: 'x', coordinates: { lat: 95, lng: 10 } }).coordinates).toBeNull();
  });

  it('turns a later local time into ISO and keeps now as now', () => {
    expect(scheduleFromDraft('now')).toBe('now');
    expect(scheduleFromDraft('2026-12-01T10:30')).toBe(new Date('2026-12-01T10:30').toISOString());
  });

  it('builds a ride and a parcel request with the request id from the draft', () => {
    const ride = rideRequestFromDraft({
      ...initialRideDraft,
      requestId: 'id-1',
      vehicleType: 'auto',
      pickupLocation: { address: ' MG Road 1 ', coordinates: { lat: 18.5, lng: 73.8 } },
      dropOffLocation: { address: 'FC Road 2', coordinates: null },
      numofPassengers: 2,
    });
    // A located point goes as a pin and typed text as text: the server labels and locates both.
    expect(ride).toEqual({
      kind: 'ride',
      requestId: 'id-1',
      vehicleType: 'auto',
      scheduledAt: 'now',
      pickup: { coordinates: { lat: 18.5, lng: 73.8 } },
      dropOff: { address: 'FC Road 2' },
      passengers: 2,
    });
    const chosen = {
      address: 'Yerwada, Pune City, Pune 411006',
      coordinates: { lat: 18.5459, lng: 73.8855 },
    };
    expect(
      rideRequestFromDraft({
        ...initialRideDraft,
        pickupLocation: { ...chosen, placeId: 'pin-411006-yerwada' },
      }).pickup,
    ).toEqual({ placeId: 'pin-411006-yerwada' });
    const parcel = parcelRequestFromDraft({
      ...initialParcelDraft,
      requestId: 'id-2',
      parcel: { sizeBand: 'large', description: 'Chair', receiverName: 'Asha', receiverPhone: '9876543210' },
    });
    expect(parcel).toMatchObject({ kind: 'parcel', requestId: 'id-2', parcel: { sizeBand: 'large' } });
  });

  it('makes request ids that are UUIDs and differ each time', () => {
    const first = makeRequestId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(makeRequestId()).not.toBe(first);
  });
});
