import { getCountFromServer } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { ordersQuery } from '../../../lib/orders/order-records';
import { dayCounts, type DayCounts, lastDays } from '../lib/orders-per-day';

const FINAL_STATUSES = ['delivered', 'cancelled', 'failed'] as const;

/**
 * Orders booked on each of the last `days` days by final status: four count aggregations a day
 * (all, delivered, cancelled, failed), so the cost does not grow with the number of orders.
 * Counted again when `version` changes.
 */
export function useOrdersPerDay(days: number, version: number): DayCounts[] | 'error' | null {
  const db = useFirestore();
  const [result, setResult] = useState<DayCounts[] | 'error' | null>(null);

  useEffect(() => {
    let cancelled = false;
    const count = async (filters: Parameters<typeof ordersQuery>[1]) =>
      (await getCountFromServer(ordersQuery(db, filters))).data().count;
    Promise.all(
      lastDays(new Date(), days).map(async (day) => {
        const range = { fromDay: day, toDay: day };
        const [total, delivered, cancelledCount, failed] = await Promise.all([
          count(range),
          ...FINAL_STATUSES.map((status) => count({ ...range, status })),
        ]);
        return dayCounts(day, total ?? 0, {
          delivered: delivered ?? 0,
          cancelled: cancelledCount ?? 0,
          failed: failed ?? 0,
        });
      }),
    )
      .then((figures) => {
        if (!cancelled) setResult(figures);
      })
      .catch((error: unknown) => {
        console.warn('Could not count orders per day', error);
        if (!cancelled) setResult('error');
      });
    return () => {
      cancelled = true;
    };
  }, [db, days, version]);

  return result;
}
