import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaDate } from '@dropwise/domain/india-time';
import { CASH_LEDGER } from '@dropwise/domain/collections';
import { adminDb, ensureAccount } from '../support/booking-fixtures';
import { demo, signInWithPassword, type SignedInUser } from '../support/emulators';
import { shopBalances } from '@dropwise/domain/api/shop';
import { callApi } from '../support/admin-api';
import { collect } from '../support/api-money-records';
import {
  bookedForShop,
  bookForShop,
  newShop,
  newStaff,
  shopBooking,
  leaveNoShopOrdersOpen,
} from '../support/api-shops';
import {
  balanceDoc,
  carry,
  inGroups,
  orderData,
  plan,
  payout,
  shopLedger,
  statement,
  statementCsv,
} from '../support/api-shop-day';

leaveNoShopOrdersOpen();
describe('a busy day of three shops adds up to the paisa', () => {
  let admin: SignedInUser;
  let riders: SignedInUser[];
  let shops: string[];
  let staff: SignedInUser[];
  const today = indiaDate(Date.now());

  beforeAll(async () => {
    admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    shops = await Promise.all([0, 1, 2].map((n) => newShop(admin, `Day Shop ${n}`)));
    staff = await Promise.all(shops.map((shopId) => newStaff(admin, shopId)));
    riders = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        ensureAccount(`shop-day-rider-${n}`, { rider: true }, { active: true, name: `Day Rider ${n}` }),
      ),
    );
    await inGroups(plan, 4, async (order) => {
      order.id = await bookedForShop(staff[order.shop]!, {
        feePaidBy: order.feePaidBy,
        codPaise: order.codPaise,
      });
    });
    await inGroups(plan, 4, async (order) => {
      await carry(admin, riders[plan.indexOf(order) % 4]!, order.id!, order.ending);
    });
  }, 240_000);

  const delivered = () => plan.filter((order) => order.ending.kind !== 'cancelled');

  it("riders' collections equal goods cash plus the fees receivers paid", async () => {
    const ids = delivered().map((order) => order.id!);
    const collections = await Promise.all(
      ids.map((id) => adminDb.doc(`${CASH_LEDGER}/collection-${id}`).get()),
    );
    const collected = collections.reduce((sum, entry) => sum + Number(entry.get('amountPaise')), 0);
    const ledgers = await Promise.all(shops.map(shopLedger));
    const goods = ledgers.reduce((sum, ledger) => sum + ledger.goods, 0);
    const receiverFees = ledgers.reduce((sum, ledger) => sum + ledger.receiverFees, 0);
    expect(collected).toBe(goods + receiverFees);
    // Each delivered order once: one goods entry each, a fee entry for each the shop paid.
    expect(ledgers.reduce((sum, ledger) => sum + ledger.codEntries, 0)).toBe(ids.length);
    const shopPaid = delivered().filter((order) => order.feePaidBy === 'shop');
    expect(ledgers.reduce((sum, ledger) => sum + ledger.feeEntries, 0)).toBe(shopPaid.length);
    // What a rider collected goes to the goods first: a short amount leaves the fee unpaid first.
    for (const index of [11, 13]) {
      const order = await orderData(plan[index]!.id!);
      const entry = (await adminDb.doc(`${CASH_LEDGER}/shop_cod-${plan[index]!.id}`).get()).data()!;
      const collectedHere = Number(order.payment.collectedPaise);
      expect(collectedHere).toBe(order.shopDelivery.collectPaise + (index === 11 ? -5_000 : 700));
      expect(entry.amountPaise).toBe(Math.min(collectedHere, plan[index]!.codPaise));
      expect(entry.amountPaise + entry.receiverFeePaise).toBe(collectedHere);
    }
  });

  it("each shop's balance is goods cash less fees billed less payouts, in the ledger, the balance and the statement", async () => {
    for (const [index, shopId] of shops.entries()) {
      const ledger = await shopLedger(shopId);
      const mine = delivered().filter((order) => order.shop === index);
      const fees = await Promise.all(
        mine
          .filter((order) => order.feePaidBy === 'shop')
          .map(async (order) => (await orderData(order.id!)).settlement.totalPaise as number),
      );
      expect(ledger.fees).toBe(fees.reduce((sum, fee) => sum + fee, 0));
      // Goods cash: each order's goods, as far as what its rider collected covered them.
      const goods = await Promise.all(
        mine.map(async (order) =>
          Math.min(Number((await orderData(order.id!)).payment.collectedPaise), order.codPaise),
        ),
      );
      expect(ledger.goods).toBe(goods.reduce((sum, one) => sum + one, 0));
      const stored = await balanceDoc(shopId);
      expect(stored.balancePaise).toBe(ledger.goods - ledger.fees - ledger.payouts);
      const rows = await statement(staff[index]!, { from: today, to: today });
      expect(rows.status).toBe(200);
      expect(rows.body.data).toEqual([
        {
          date: today,
          deliveries: mine.length,
          codCollectedPaise: ledger.goods,
          feesBilledPaise: ledger.fees,
          payoutsPaise: ledger.payouts,
          balancePaise: stored.balancePaise,
        },
      ]);
    }
  });

  it('payouts: never more than is due, once per request id, and two at once never overpay', async () => {
    const shopId = shops[0]!;
    const due = Number((await balanceDoc(shopId)).balancePaise);
    expect(due).toBeGreaterThan(0);
    const over = await payout(admin, shopId, { amountPaise: due + 1 });
    expect(over.status).toBe(400);
    expect(over.body.error?.fields?.amountPaise).toBeDefined();
    const requestId = randomUUID();
    const first = await payout(admin, shopId, { amountPaise: 1_000, note: 'Cash at the counter', requestId });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ balancePaise: due - 1_000 });
    const replay = await payout(admin, shopId, {
      amountPaise: 1_000,
      note: 'Cash at the counter',
      requestId,
    });
    expect(replay.status).toBe(200);
    expect((replay.body.data as { entryId: string }).entryId).toBe(
      (first.body.data as { entryId: string }).entryId,
    );
    const left = due - 1_000;
    const half = Math.floor(left / 2) + 1;
    const both = await Promise.all([
      payout(admin, shopId, { amountPaise: half }),
      payout(admin, shopId, { amountPaise: half }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const ledger = await shopLedger(shopId);
    expect(ledger.payouts).toBe(1_000 + half);
    expect((await balanceDoc(shopId)).balancePaise).toBe(ledger.goods - ledger.fees - ledger.payouts);
    const [row] = (await statement(admin, { from: today, to: today, shopId })).body.data as Array<{
      balancePaise: number;
      payoutsPaise: number;
    }>;
    expect(row).toMatchObject({ balancePaise: left - half, payoutsPaise: 1_000 + half });
  });

  it('replays change nothing: a booking, a cash record', async () => {
    const shopId = shops[1]!;
    const before = await shopLedger(shopId);
    const balance = await balanceDoc(shopId);
    const body = shopBooking({ reference: `DAY-${Date.now()}` });
    const first = await bookForShop(staff[1]!, body);
    const again = await bookForShop(staff[1]!, body);
    expect(again.status).toBe(200);
    expect((again.body as unknown as { id: string }).id).toBe((first.body as unknown as { id: string }).id);
    const order = plan.find((one) => one.shop === 1 && one.ending.kind === 'delivered')!;
    const index = plan.indexOf(order);
    const twice = await collect(riders[index % 4]!, order.id!, { amountPaise: 1, note: 'again' });
    expect(twice.status).toBe(409);
    expect(await shopLedger(shopId)).toEqual(before);
    expect((await balanceDoc(shopId)).balancePaise).toBe(balance.balancePaise);
  });

  it("an admin sees every shop's balance as its balance document holds it; staff may not", async () => {
    const answer = await callApi(shopBalances.method, shopBalances.path, { token: admin.idToken });
    expect(answer.status).toBe(200);
    const rows = answer.body.data as Array<{ shopId: string; balancePaise: number; name: string }>;
    for (const shopId of shops) {
      const row = rows.find((one) => one.shopId === shopId);
      expect(row?.balancePaise).toBe((await balanceDoc(shopId)).balancePaise);
    }
    expect((await callApi(shopBalances.method, shopBalances.path, { token: staff[0]!.idToken })).status).toBe(
      403,
    );
  });

  it('statement: staff see their own shop only; bad ranges and a missing shop are refused', async () => {
    expect((await statement(staff[0]!, { from: today, to: today, shopId: shops[1]! })).status).toBe(404);
    const tooLong = await statement(staff[0]!, { from: '2026-01-01', to: '2026-06-30' });
    expect(tooLong.body.error?.fields?.to).toBeDefined();
    expect((await statement(staff[0]!, { from: today, to: '2026-02-30' })).status).toBe(400);
    expect((await statement(admin, { from: today, to: today })).body.error?.fields?.shopId).toBeDefined();
    const pathLike = await statement(admin, { from: today, to: today, shopId: 'a/b' });
    expect(pathLike.body.error?.fields?.shopId).toBeDefined();
    const csv = await statementCsv(staff[2]!, { from: today, to: today });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toContain(
      'date,deliveries,codCollectedPaise,feesBilledPaise,payoutsPaise,balancePaise',
    );
  });
});
