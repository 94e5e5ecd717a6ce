import { describe, expect, it } from 'vitest';
import type { CancellationFee } from '@dropwise/domain/cancellation-fee';
import type { Receipt } from '@dropwise/domain/money';
import { adminDb, type ApiAnswer, bookOrder, callApi } from '../support/booking-fixtures';
import { customer, otherRider, rider, useMoneyFile } from '../support/api-money';
import { deliveredParcel, puneParcel } from '../support/api-money-orders';
import {
  assignedMinutesAgo,
  assignedParcel,
  cancelAs,
  feeEntries,
  owedBy,
  riderToday,
  tenPercentOf,
} from '../support/api-cancellation-fees';
import { ORDERS } from '@dropwise/domain/collections';

useMoneyFile();

const orderOf = async (id: string) => (await adminDb.doc(`${ORDERS}/${id}`).get()).data()!;
const receiptOf = async (id: string) =>
  (await callApi(`/api/orders/${id}/receipt`, { token: customer.idToken })).body.data as unknown as Receipt;
const feeOf = (answer: ApiAnswer) => (answer.body.data as { fee: CancellationFee }).fee;

describe('a customer cancelling after the assignment', () => {
  it('pays 10 % of the fare (at most ₹100) past 5 minutes: one ledger entry, owed until the next receipt', async () => {
    const id = await assignedParcel();
    await assignedMinutesAgo(id, 6);
    const fee = await tenPercentOf(id);
    const answer = await cancelAs(customer, id, { reason: 'changed_plans' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, status: 'cancelled' });
    expect(feeOf(answer)).toEqual({ amountPaise: fee, waived: false, why: 'no_valid_reason' });
    expect(await feeEntries(id)).toEqual([expect.objectContaining({ payer: 'customer', amountPaise: fee })]);
    expect((await owedBy(customer.uid))[id]).toBe(fee);
    expect((await orderOf(id)).cancelReason).toBe('My plans changed');

    // Cancelling again changes nothing and charges nothing more.
    expect((await cancelAs(customer, id, { reason: 'changed_plans' })).status).toBe(409);
    expect(await feeEntries(id)).toHaveLength(1);

    const next = await deliveredParcel();
    const receipt = await receiptOf(next);
    expect(receipt.earlierFees).toEqual([{ orderId: id, amountPaise: fee }]);
    expect(receipt.totalPaise).toBe(receipt.fare.farePaise + receipt.taxPaise + fee);
    expect((await orderOf(next)).settlement.totalPaise).toBe(receipt.totalPaise);
    expect(await owedBy(customer.uid)).toEqual({});

    // Collected once: the trip after carries no earlier fee.
    const after = await receiptOf(await deliveredParcel());
    expect(after.earlierFees).toEqual([]);
    expect(after.totalPaise).toBe(after.fare.farePaise + after.taxPaise);
  });

  it('costs nothing within the first 5 minutes', async () => {
    const id = await assignedParcel();
    const answer = await cancelAs(customer, id, { reason: 'I booked by mistake' });
    expect(answer.status).toBe(200);
    expect(feeOf(answer)).toEqual({ amountPaise: 0, waived: true, why: 'within_grace' });
    expect(await feeEntries(id)).toEqual([]);
    expect((await owedBy(customer.uid))[id]).toBeUndefined();
  });

  it('costs nothing when the rider is late past the estimate plus 10 minutes', async () => {
    const id = await assignedParcel();
    await assignedMinutesAgo(id, 20, 5);
    const answer = await cancelAs(customer, id, { reason: 'changed_plans' });
    expect(feeOf(answer)).toMatchObject({ amountPaise: 0, why: 'rider_late' });
    expect(await feeEntries(id)).toEqual([]);
  });

  it('costs nothing when the rider asked for it, and nothing before a rider is assigned', async () => {
    const asked = await assignedParcel();
    await assignedMinutesAgo(asked, 7);
    expect(feeOf(await cancelAs(customer, asked, { reason: 'rider_asked' }))).toMatchObject({
      why: 'valid_reason',
    });
    const pending = await bookOrder(customer.idToken, puneParcel());
    expect(feeOf(await cancelAs(customer, pending, { reason: 'changed_plans' }))).toEqual({
      amountPaise: 0,
      waived: true,
      why: 'no_rider_yet',
    });
  });
});

describe('a rider giving an order back', () => {
  it('without a valid reason loses the fee from the day’s earnings; the order goes back to the board', async () => {
    const id = await assignedParcel(otherRider);
    const before = await riderToday(otherRider.uid);
    const fee = await tenPercentOf(id);
    const answer = await cancelAs(otherRider, id, { reason: 'Going home early' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ from: 'assigned', status: 'accepted' });
    expect(feeOf(answer)).toEqual({ amountPaise: fee, waived: false, why: 'no_valid_reason' });
    expect(await riderToday(otherRider.uid)).toEqual({
      earnings: before.earnings - fee,
      fees: before.fees + fee,
    });
    expect(await feeEntries(id)).toEqual([
      expect.objectContaining({ payer: 'rider', riderId: otherRider.uid, amountPaise: fee }),
    ]);
    const order = await orderOf(id);
    expect(order).toMatchObject({ status: 'accepted', riderId: null, riderName: null });
    expect((await owedBy(customer.uid))[id]).toBeUndefined();
  });

  it('for a valid reason pays nothing', async () => {
    const id = await assignedParcel(otherRider);
    const before = await riderToday(otherRider.uid);
    const answer = await cancelAs(otherRider, id, { reason: 'vehicle_breakdown' });
    expect(feeOf(answer)).toEqual({ amountPaise: 0, waived: true, why: 'valid_reason' });
    expect(await riderToday(otherRider.uid)).toEqual(before);
    expect((await orderOf(id)).status).toBe('accepted');
  });

  it('racing the customer’s cancellation: whichever lands first decides, and one fee is charged', async () => {
    const id = await assignedParcel(otherRider);
    await assignedMinutesAgo(id, 6);
    const answers = await Promise.all([
      cancelAs(customer, id, { reason: 'changed_plans' }),
      cancelAs(otherRider, id, { reason: 'Going home early' }),
    ]);
    // The customer first: the rider's give-back finds it cancelled (409). The rider first: the
    // customer then cancels an order no rider holds, which is allowed and free.
    const [customerAnswer, riderAnswer] = answers.map((answer) => answer.status);
    expect(customerAnswer).toBe(200);
    expect([200, 409]).toContain(riderAnswer);
    expect((await orderOf(id)).status).toBe('cancelled');
    expect(await feeEntries(id)).toHaveLength(1);
  });
});

describe('refused cancellations charge nothing', () => {
  it.each([
    ['no reason', {}, 'reason'],
    ['an empty reason', { reason: '' }, 'reason'],
    ['a reason of 301 characters', { reason: 'x'.repeat(301) }, 'reason'],
    ['a reason that is not text', { reason: 42 }, 'reason'],
    ['an extra field', { reason: 'changed_plans', feePaise: 0 }, '_'],
  ])('%s: 400, the order still assigned', async (_case, body, field) => {
    const id = await assignedParcel();
    await assignedMinutesAgo(id, 6);
    const answer = await cancelAs(customer, id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('validation_failed');
    expect(Object.keys(answer.body.error?.fields ?? { _: '' })).toContain(field);
    expect((await orderOf(id)).status).toBe('assigned');
    expect(await feeEntries(id)).toEqual([]);
  });

  it('a rider not on the order may not give it back: 403, nothing charged', async () => {
    const id = await assignedParcel(otherRider);
    const answer = await cancelAs(rider, id, { reason: 'Going home early' });
    expect(answer.status).toBe(403);
    expect((await orderOf(id)).riderId).toBe(otherRider.uid);
    expect(await feeEntries(id)).toEqual([]);
  });
});
