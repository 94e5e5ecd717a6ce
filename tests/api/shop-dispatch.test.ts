import { describe, expect, it } from 'vitest';
import { accept, eventually, offersOf } from '../support/dispatch';
import { cancel, handoverCodeOf, move } from '../support/order-actors';
import { admin, rider, setAutoDispatch, useDispatchFile } from '../support/api-dispatch';
import { AGRA_FORT, orderOf, TAJ_GANJ } from '../support/api-dispatch-orders';
import { bookedForShop, leaveNoShopOrdersOpen, newShop, newStaff } from '../support/api-shops';

useDispatchFile();

// In Agra, as the other dispatch files: other files leave riders on duty around Pune.
const SHOP_AT = TAJ_GANJ.coordinates;
const near = (km: number) => ({ lat: SHOP_AT.lat + km / 111.2, lng: SHOP_AT.lng });
const book = (staff: Parameters<typeof bookedForShop>[0]) =>
  bookedForShop(staff, { dropOff: { coordinates: AGRA_FORT.coordinates } });
const stateOf = async (id: string) => (await orderOf(id)).dispatch as Record<string, unknown> | undefined;

leaveNoShopOrdersOpen();

describe("a shop's bookings go to its own riders first", () => {
  it('offers the shop rider first, then waits while every rider is busy, and keeps the shop on the order', async () => {
    const shopId = await newShop(admin, 'Dispatch Chemist', SHOP_AT);
    const staff = await newStaff(admin, shopId);
    await setAutoDispatch(true);
    const own = await rider('shop-dispatch-own', near(1.5), { shopId });
    const nearer = await rider('shop-dispatch-other', near(0.3));

    const first = await book(staff);
    await eventually(async () => (await offersOf(own.uid)).includes(first));
    // The nearer rider of no shop is not offered it in the shop's round.
    expect(await offersOf(nearer.uid)).toEqual([]);
    expect(await stateOf(first)).toMatchObject({ state: 'offering', round: 1 });
    expect((await accept(own, first)).status).toBe(200);

    // The shop's rider is busy: after the shop's round the order goes to everyone, and a rider of
    // no shop who takes it leaves it the shop's.
    const second = await book(staff);
    await eventually(async () => (await offersOf(nearer.uid)).includes(second), 20_000);
    expect((await accept(nearer, second)).status).toBe(200);
    expect(await orderOf(second)).toMatchObject({ status: 'assigned', riderId: nearer.uid, shopId });

    // Both busy: the third waits for a free rider, and goes to the shop's rider once they deliver.
    const third = await book(staff);
    await eventually(async () => (await stateOf(third))?.state === 'waiting', 20_000);
    expect(await stateOf(third)).toMatchObject({ waitingFor: 'rider', offered: 0 });
    expect((await move(own, first, { to: 'picked_up' })).status).toBe(200);
    const code = await handoverCodeOf(first);
    expect((await move(own, first, { to: 'delivered', handoverCode: code })).status).toBe(200);
    await eventually(async () => (await offersOf(own.uid)).includes(third), 5_000);
    expect(await orderOf(first)).toMatchObject({ status: 'delivered', shopId });

    for (const id of [second, third]) await cancel(admin, id, 'The test is over.');
  }, 90_000);

  it('with automatic dispatch off, a shop booking waits on the board, marked with its shop', async () => {
    const shopId = await newShop(admin, 'Board Chemist', SHOP_AT);
    const staff = await newStaff(admin, shopId);
    await setAutoDispatch(false);
    const id = await book(staff);
    const order = await orderOf(id);
    expect(order).toMatchObject({ status: 'pending', shopId, dispatch: null, shopDelivery: { shopId } });
    await cancel(admin, id, 'The test is over.');
  });
});
