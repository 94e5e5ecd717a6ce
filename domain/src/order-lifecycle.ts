/**
 * The order lifecycle (rides and parcels) as one pure state machine:
 *
 *   pending -> accepted -> assigned -> picked_up -> delivered
 *   cancelled (who, reason) from pending / accepted / assigned
 *   assigned -> accepted when the rider gives the order back (who, reason)
 *   failed (reason) from assigned / picked_up
 *
 * It answers whether a role may move an order from one status to another. Ownership (the
 * customer's own order, the rider's own assignment) is checked by the service that holds the
 * order; this module knows only statuses and roles, so the web and the functions share it.
 */
export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'assigned',
  'picked_up',
  'delivered',
  'cancelled',
  'failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ROLES = ['customer', 'admin', 'rider'] as const;
export type OrderRole = (typeof ORDER_ROLES)[number];

export const FINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled', 'failed'];

/** Every move each role may make, as `from -> [to...]`. Anything not listed is refused. */
const ALLOWED: Record<OrderRole, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  customer: {
    pending: ['cancelled'],
    accepted: ['cancelled'],
    // After the assignment's grace minutes this may cost a fee (@dropwise/domain/cancellation-fee).
    assigned: ['cancelled'],
  },
  admin: {
    pending: ['accepted', 'cancelled'],
    accepted: ['assigned', 'cancelled'],
    // assigned -> assigned is a reassignment to a different rider.
    assigned: ['assigned', 'cancelled', 'failed'],
    picked_up: ['failed'],
  },
  rider: {
    // `accepted`: the rider gives the order back to the board, for another rider.
    assigned: ['picked_up', 'failed', 'accepted'],
    picked_up: ['delivered', 'failed'],
  },
};

export type TransitionVerdict =
  | { allowed: true }
  /** `role`: this role never makes this move; `status`: not from the order's current status. */
  | { allowed: false; because: 'role' | 'status'; message: string };

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(role: OrderRole, from: OrderStatus, to: OrderStatus): TransitionVerdict {
  if (ALLOWED[role][from]?.includes(to)) return { allowed: true };
  const roleEverMakesIt = Object.values(ALLOWED[role]).some((targets) => targets?.includes(to));
  if (!roleEverMakesIt) {
    return {
      allowed: false,
      because: 'role',
      message: `A ${role} may not mark an order ${STATUS_LABELS[to].toLowerCase()}.`,
    };
  }
  return {
    allowed: false,
    because: 'status',
    message: `An order that is ${STATUS_LABELS[from].toLowerCase()} cannot be marked ${STATUS_LABELS[to].toLowerCase()}.`,
  };
}

/** The statuses a role may move an order to from where it is now (for buttons in the UI). */
export function nextStatuses(role: OrderRole, from: OrderStatus): OrderStatus[] {
  return [...(ALLOWED[role][from] ?? [])];
}

/** Cancelling, failing and a rider giving an order back always say why; assigning names the rider. */
export function requiresReason(to: OrderStatus, role?: OrderRole): boolean {
  return to === 'cancelled' || to === 'failed' || (to === 'accepted' && role === 'rider');
}

export function requiresRider(to: OrderStatus): boolean {
  return to === 'assigned';
}

export function customerMayCancel(status: OrderStatus): boolean {
  return canTransition('customer', status, 'cancelled').allowed;
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  assigned: 'Rider assigned',
  picked_up: 'Picked up',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const REASON_MAX_LENGTH = 300;
