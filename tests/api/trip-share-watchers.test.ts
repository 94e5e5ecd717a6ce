import { describe, expect, it } from 'vitest';
import { assignedRide, freshRider, positionOf, setDuty } from '../support/live-trip';
import { move } from '../support/order-actors';
import { admin, customer, ride, rider, useTripShareFile } from '../support/api-trip-share';

useTripShareFile('trip-share-watch-rider');

describe('who may watch the rider', () => {
  it('reassigning moves the order’s watcher to the new rider; cancelling removes it', async () => {
    const second = await freshRider('trip-share-rider-2', 'Sunil Patil');
    await setDuty(second, true);
    const orderId = await assignedRide(customer, admin, rider, ride);
    expect((await positionOf(rider.uid))!.watchers).toHaveProperty(orderId, customer.uid);

    expect((await move(admin, orderId, { to: 'assigned', riderId: second.uid })).status).toBe(200);
    expect((await positionOf(rider.uid))!.watchers).not.toHaveProperty(orderId);
    expect((await positionOf(second.uid))!.watchers).toEqual({ [orderId]: customer.uid });

    expect(
      (await move(admin, orderId, { to: 'cancelled', reason: 'Customer called to cancel' })).status,
    ).toBe(200);
    expect((await positionOf(second.uid))!.watchers).toEqual({});
  });

  it('a rider who goes on duty with an order already assigned is watched at once', async () => {
    const later = await freshRider('trip-share-rider-3', 'Anil Rao');
    await setDuty(later, false);
    const orderId = await assignedRide(customer, admin, later, ride);
    expect(await positionOf(later.uid)).toBeUndefined();
    await setDuty(later, true);
    expect((await positionOf(later.uid))!.watchers).toEqual({ [orderId]: customer.uid });
  });
});
