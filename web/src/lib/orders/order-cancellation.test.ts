import { describe, expect, it } from 'vitest';
import { toOrderView } from './order-view';

const stored = (data: Record<string, unknown>) => ({ id: 'o1', data: () => data });
const at = (ms: number) => ({ toDate: () => new Date(ms) });

describe('an order’s assignment and cancellation fee', () => {
  it('reads the current assignment with its pickup estimate', () => {
    const view = toOrderView(
      stored({
        status: 'assigned',
        assignedAt: at(1_000),
        assignment: { at: at(5_000), pickupEtaMinutes: 7 },
      }),
    );
    expect(view.assignment?.at.getTime()).toBe(5_000);
    expect(view.assignment?.pickupEtaMinutes).toBe(7);
  });

  it('falls back to the first assignment, without an estimate, on an order from before it was kept', () => {
    const view = toOrderView(stored({ status: 'assigned', assignedAt: at(1_000) }));
    expect(view.assignment).toEqual({ at: new Date(1_000), pickupEtaMinutes: null });
  });

  it('reads an unknown or odd estimate as none, and no time at all as no assignment', () => {
    const odd = toOrderView(stored({ assignment: { at: at(5_000), pickupEtaMinutes: 'soon' } }));
    expect(odd.assignment?.pickupEtaMinutes).toBeNull();
    expect(toOrderView(stored({ status: 'accepted', assignment: null })).assignment).toBeNull();
    expect(toOrderView(stored({ assignment: { at: 'yesterday' } })).assignment).toBeNull();
  });

  it('reads the fee charged, and an odd one as none', () => {
    const charged = { amountPaise: 2400, payer: 'customer', riderId: 'r1' };
    expect(toOrderView(stored({ cancellationFee: charged })).cancellationFee).toEqual(charged);
    expect(toOrderView(stored({ cancellationFee: null })).cancellationFee).toBeNull();
    expect(
      toOrderView(stored({ cancellationFee: { amountPaise: 24.5, payer: 'customer' } })).cancellationFee,
    ).toBeNull();
    expect(
      toOrderView(stored({ cancellationFee: { amountPaise: 2400, payer: 'shop' } })).cancellationFee,
    ).toBeNull();
  });
});
