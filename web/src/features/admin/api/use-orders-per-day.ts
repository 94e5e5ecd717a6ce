import { getCountFromServer } from 'firebase/firestore';
import { useFirestore } from '@/lib/firebase/instances';
import { ordersQuery } from '@/lib/orders/order-records';
import { useLoad } from '@/lib/firebase/use-load';
import { dayCounts, type DayCounts, lastDays } from '@/features/admin/lib/orders-per-day';

const FINAL_STATUSES = ['delivered', 'cancelled', 'failed'] as const;

/**
 * Orders booked on each of the last `days` days by final status: four count aggregations a day
 * (all, delivered, cancelled, failed), so the cost does not grow with the number of orders.
 * Counted again when `version` changes.
 */
export function useOrdersPerDay(days: number, version: number): DayCounts[] | 'error' | null {
  const db = useFirestore();
  const figures = useLoad(() => {
    const count = async (filters: Parameters<typeof ordersQuery>[1]) =>
      (await getCountFromServer(ordersQuery(db, filters))).data().count;
    return Promise.all(
      lastDays(new Date(), days).map(async (day) => {
        const range = { fromDay: day, toDay: day };
        const [total, delivered, cancelled, failed] = await Promise.all([
          count(range),
          ...FINAL_STATUSES.map((status) => count({ ...range, status })),
        ]);
        return dayCounts(day, total ?? 0, {
          delivered: delivered ?? 0,
          cancelled: cancelled ?? 0,
          failed: failed ?? 0,
        });
      }),
    ).catch((error: unknown) => {
      console.warn('Could not count orders per day', error);
      throw error;
    });
    // `version` is no input of the queries: a new one asks for a recount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, days, version]);
  return figures.error ? 'error' : (figures.data ?? null);
}
