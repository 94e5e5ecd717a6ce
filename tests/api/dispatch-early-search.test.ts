import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPATCH_SETTINGS } from '@dropwise/domain/dispatch';
import { startDispatch } from '../../functions/src/services/dispatch/dispatch-step';
import {
  rememberDispatchSettings,
  startEarlySearch,
} from '../../functions/src/services/dispatch/early-search';
import { findNearbyRiders } from '../../functions/src/services/dispatch/nearby-riders';
import { adminDb } from '../support/booking-fixtures';
import { AGRA_PICKUP, decline, northOfPickup, offersOf, stepDeps } from '../support/dispatch';
import { AUTO_DISPATCH, bookForSteps, offDuty, rider, useDispatchFile } from '../support/api-dispatch';
import { agraParcel, TAJ_GANJ } from '../support/api-dispatch-orders';

useDispatchFile();

describe('the first search, started beside the first read', () => {
  const stored = { ...DEFAULT_DISPATCH_SETTINGS, ...AUTO_DISPATCH, version: 1 };
  const created = (overrides: Record<string, unknown> = {}) => ({
    pickup: TAJ_GANJ,
    vehicleType: 'bike',
    shopId: null,
    asap: true,
    ...overrides,
  });

  it('starts only where this instance last read dispatch on, for an order wanted now, and finds what the round would', async () => {
    const near = await rider('dispatch-early-near', northOfPickup(0.4));
    rememberDispatchSettings({ ...stored, auto: false });
    expect(startEarlySearch(adminDb, created(), Date.now())).toBeNull();
    rememberDispatchSettings(stored);
    expect(startEarlySearch(adminDb, created({ asap: false }), Date.now())).toBeNull();
    expect(
      startEarlySearch(adminDb, created({ pickup: { address: 'No map point' } }), Date.now()),
    ).toBeNull();
    expect(startEarlySearch(adminDb, undefined, Date.now())).toBeNull();

    const early = startEarlySearch(adminDb, created(), Date.now());
    const found = await early!.found;
    const own = await findNearbyRiders(adminDb, {
      center: AGRA_PICKUP,
      radiusKm: 3,
      vehicleType: 'bike',
      shopId: null,
      exclude: new Set(),
      want: 5,
      now: Date.now(),
    });
    expect(found!.riders.map((one) => one.riderId)).toContain(near.uid);
    expect(found!.riders).toEqual(own.riders);
    await offDuty(near);
  });

  it('a round takes its answer only when it searched the same; otherwise the round searches for itself', async () => {
    const bike = await rider('dispatch-early-bike', northOfPickup(0.6));
    const car = await rider('dispatch-early-car', northOfPickup(0.1), { vehicleType: 'car' });
    rememberDispatchSettings(stored);

    // The event's copy says car, the stored order (a parcel) goes by bike: the car search is not used.
    const mismatched = await bookForSteps(agraParcel());
    const mismatchedReads: number[] = [];
    const first = await startDispatch(
      adminDb,
      mismatched,
      { ...stepDeps(), countReads: (documents: number) => void mismatchedReads.push(documents) },
      created({ vehicleType: 'car' }),
    );
    expect(first).toMatchObject({ outcome: 'offered', round: 1, riders: [bike.uid] });
    expect(await offersOf(car.uid)).toEqual([]);
    // The first read, both searches (the unused one was still billed), the offer transaction's reads.
    expect(mismatchedReads).toHaveLength(4);
    expect((await decline(bike, mismatched)).status).toBe(200);

    const matched = await bookForSteps(agraParcel());
    const reads: number[] = [];
    const deps = { ...stepDeps(), countReads: (documents: number) => void reads.push(documents) };
    const second = await startDispatch(adminDb, matched, deps, created());
    expect(second).toMatchObject({ outcome: 'offered', round: 1, riders: [bike.uid] });
    // The first read, one search, the offer transaction's reads.
    expect(reads).toHaveLength(3);
    expect((await decline(bike, matched)).status).toBe(200);
    await offDuty(bike, car);
  });
});
