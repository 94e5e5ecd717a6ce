import type { Settlement } from '@dropwise/domain/money';
import { paiseOrNull } from '@/lib/firebase/read-record';

/** How a delivered order was paid: the cash the rider recorded, once they have. */
export interface OrderPayment {
  method: 'cash';
  /** Null until the rider records the cash they collected. */
  collectedPaise: number | null;
  collectedAt: Date | null;
  /** The amount differed from what was due: the admins check it. */
  flagged: boolean;
}

/** What delivery and the steps after it write on an order (docs/money.md). */
export interface OrderMoney {
  deliveredAt: Date | null;
  /** Null before delivery, and on orders delivered before orders were settled. */
  settlement: Settlement | null;
  receiptNumber: string | null;
  payment: OrderPayment;
  /** The customer has rated the trip. */
  rated: boolean;
}

export const NO_ORDER_MONEY: OrderMoney = {
  deliveredAt: null,
  settlement: null,
  receiptNumber: null,
  payment: { method: 'cash', collectedPaise: null, collectedAt: null, flagged: false },
  rated: false,
};

const percent = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;

/** Firestore hands a Timestamp back; a number (epoch ms) is taken as it is. */
function dateOf(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  const toDate = (value as { toDate?: () => Date } | null | undefined)?.toDate;
  return typeof toDate === 'function' ? toDate.call(value) : null;
}

/** A settlement is shown whole or not at all: a receipt line from half a document would be wrong. */
function readSettlement(value: unknown): Settlement | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Record<string, unknown>;
  const settlement = {
    farePaise: paiseOrNull(data.farePaise),
    taxRatePercent: percent(data.taxRatePercent),
    taxPaise: paiseOrNull(data.taxPaise),
    totalPaise: paiseOrNull(data.totalPaise),
    platformSharePercent: percent(data.platformSharePercent),
    platformSharePaise: paiseOrNull(data.platformSharePaise),
    riderEarningsPaise: paiseOrNull(data.riderEarningsPaise),
  };
  return Object.values(settlement).every((part) => part !== null) ? (settlement as Settlement) : null;
}

function readPayment(value: unknown): OrderPayment {
  // Orders booked before payment was kept, and every order so far, are paid in cash.
  const data = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const collectedPaise = paiseOrNull(data.collectedPaise);
  return {
    method: 'cash',
    collectedPaise,
    collectedAt: collectedPaise === null ? null : dateOf(data.collectedAt),
    flagged: collectedPaise !== null && data.flagged === true,
  };
}

/** The money fields of an order document (`orders/{id}`), read defensively. */
export function readOrderMoney(data: Record<string, unknown>): OrderMoney {
  return {
    deliveredAt: dateOf(data.deliveredAt),
    settlement: readSettlement(data.settlement),
    receiptNumber: typeof data.receiptNumber === 'string' ? data.receiptNumber : null,
    payment: readPayment(data.payment),
    rated: data.rated === true,
  };
}
