import type { RiderPosition } from '@/lib/trip/rider-position';
import { useNow } from '@/lib/trip/use-now';
import { useRiderPositions } from '@/features/admin/api/use-rider-positions';
import type { RiderRecord } from '@/features/admin/api/rider-records';
import type { ShopRecord } from '@/features/admin/api/shop-records';
import { useActiveShops } from '@/features/admin/api/use-choices';
import { useActiveRiders } from '@/features/admin/api/use-active-riders';

/** What every rider picker on the dispatch page chooses from. */
export interface DispatchBoard {
  shops: ShopRecord[];
  /** The active riders of every shop, for "Any shop". */
  anyShopRiders: RiderRecord[];
  /** Every on-duty rider's last position, by id. */
  positions: ReadonlyMap<string, RiderPosition>;
  /** The clock the positions' ages are read against, moved on every 30 s. */
  now: number;
}

/**
 * The dispatch page's board, read once for the whole page: one listener on the riders'
 * positions and one read of shops and riders, however many lists and rows draw from it.
 */
export function useDispatchBoard(): DispatchBoard {
  const shops = useActiveShops();
  const anyShopRiders = useActiveRiders(null) ?? [];
  const positions = useRiderPositions();
  const now = useNow(30_000);
  return { shops, anyShopRiders, positions, now };
}
