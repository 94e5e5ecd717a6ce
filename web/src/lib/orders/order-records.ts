import { orderQueryId, type OrderFilterField } from '@dropwise/domain/admin/query-catalogue';
import type { Firestore, QueryDocumentSnapshot } from 'firebase/firestore';
import { buildQuery } from '@/lib/firebase/build-query';
import type { OrderView } from './order-view';

export interface OrderFilters {
  status?: string;
  shopId?: string;
  riderId?: string;
  customerUid?: string;
  /** Local calendar days, `YYYY-MM-DD`, both inclusive. */
  fromDay?: string;
  toDay?: string;
}

export function startOfDay(day: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function dayAfter(day: string): Date | undefined {
  const start = startOfDay(day);
  if (!start) return undefined;
  const next = new Date(start);
  next.setDate(next.getDate() + 1);
  return next;
}

/** Orders newest first, filtered by any of status, shop, rider and customer, and a date range. */
export function ordersQuery(
  db: Firestore,
  filters: OrderFilters,
  page?: { size: number; after?: QueryDocumentSnapshot },
) {
  const equals: Partial<Record<OrderFilterField, string>> = {};
  if (filters.status) equals.status = filters.status;
  if (filters.shopId) equals.shopId = filters.shopId;
  if (filters.riderId) equals.riderId = filters.riderId;
  if (filters.customerUid) equals.customerUid = filters.customerUid;
  return buildQuery(
    db,
    orderQueryId(Object.keys(equals)),
    {
      equals,
      from: filters.fromDay ? startOfDay(filters.fromDay) : undefined,
      to: filters.toDay ? dayAfter(filters.toDay) : undefined,
    },
    page,
  );
}

export const orderCsvHeaders = [
  'id',
  'kind',
  'status',
  'createdAt',
  'customer',
  'customerPhone',
  'pickup',
  'dropOff',
  'vehicleType',
  'fare',
  'currency',
  'shopId',
  'rider',
];

export function orderCsvRow(order: OrderView) {
  return [
    order.id,
    order.kind,
    order.status,
    order.createdAt,
    order.customerName,
    order.customerPhone,
    order.pickup,
    order.dropOff,
    order.vehicleType,
    order.fare?.amount ?? null,
    order.fare?.currency ?? 'INR',
    order.shopId,
    order.riderName ?? order.riderId,
  ];
}
