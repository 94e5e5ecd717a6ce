import { describe, expect, it } from 'vitest';
import {
  canTransition,
  customerMayCancel,
  nextStatuses,
  ORDER_ROLES,
  ORDER_STATUSES,
  type OrderRole,
  type OrderStatus,
  requiresReason,
  requiresRider,
} from './order-lifecycle.js';

// The product's rules written out by hand, independently of the module's table.
const ALLOWED_MOVES = new Set([
  'customer pending->cancelled',
  'customer accepted->cancelled',
  'admin pending->accepted',
  'admin pending->cancelled',
  'admin accepted->assigned',
  'admin accepted->cancelled',
  'admin assigned->assigned',
  'admin assigned->cancelled',
  'admin assigned->failed',
  'admin picked_up->failed',
  'rider assigned->picked_up',
  'rider assigned->failed',
  'rider assigned->accepted',
  'customer assigned->cancelled',
  'rider picked_up->delivered',
  'rider picked_up->failed',
]);

const everyCase: Array<[OrderRole, OrderStatus, OrderStatus, boolean]> = ORDER_ROLES.flatMap((role) =>
  ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map(
      (to) =>
        [role, from, to, ALLOWED_MOVES.has(`${role} ${from}->${to}`)] as [
          OrderRole,
          OrderStatus,
          OrderStatus,
          boolean,
        ],
    ),
  ),
);

describe('order lifecycle state machine', () => {
  it('allows exactly the moves written out above: each names a real role and two real statuses', () => {
    const allowed = everyCase.filter(([, , , ok]) => ok).map(([role, from, to]) => `${role} ${from}->${to}`);
    expect(allowed.sort()).toEqual([...ALLOWED_MOVES].sort());
  });

  it.each(everyCase)('a %s moving an order from %s to %s is allowed: %s', (role, from, to, allowed) => {
    const verdict = canTransition(role, from, to);
    expect(verdict.allowed).toBe(allowed);
    if (!verdict.allowed) expect(verdict.message).toMatch(/may not|cannot/);
  });

  it.each([
    ['customer', 'pending', 'accepted', 'role'],
    ['rider', 'pending', 'delivered', 'status'],
    ['customer', 'picked_up', 'cancelled', 'status'],
    ['admin', 'assigned', 'delivered', 'role'],
  ] as const)('refuses the %s moving %s -> %s because of its %s', (role, from, to, because) => {
    expect(canTransition(role, from, to)).toMatchObject({ allowed: false, because });
  });

  it('lets nobody move an order out of delivered, cancelled or failed', () => {
    for (const role of ORDER_ROLES) {
      for (const from of ['delivered', 'cancelled', 'failed'] as const) {
        expect(nextStatuses(role, from)).toEqual([]);
      }
    }
  });

  it('offers as next statuses exactly the moves it allows, from every status', () => {
    for (const role of ORDER_ROLES) {
      for (const from of ORDER_STATUSES) {
        const allowed = ORDER_STATUSES.filter((to) => canTransition(role, from, to).allowed);
        expect([...nextStatuses(role, from)].sort()).toEqual([...allowed].sort());
      }
    }
  });

  it('lists the next statuses a role may choose', () => {
    expect(nextStatuses('admin', 'pending')).toEqual(['accepted', 'cancelled']);
    expect(nextStatuses('rider', 'picked_up')).toEqual(['delivered', 'failed']);
    expect(nextStatuses('customer', 'assigned')).toEqual(['cancelled']);
    expect(nextStatuses('customer', 'picked_up')).toEqual([]);
  });

  it('a customer may cancel until the rider picks up', () => {
    expect(ORDER_STATUSES.filter(customerMayCancel)).toEqual(['pending', 'accepted', 'assigned']);
  });

  it('asks for a reason to cancel or fail, and a rider to assign', () => {
    expect(ORDER_STATUSES.filter((to) => requiresReason(to))).toEqual(['cancelled', 'failed']);
    expect(ORDER_STATUSES.filter((to) => requiresReason(to, 'rider'))).toEqual([
      'accepted',
      'cancelled',
      'failed',
    ]);
    expect(ORDER_STATUSES.filter(requiresRider)).toEqual(['assigned']);
  });
});
