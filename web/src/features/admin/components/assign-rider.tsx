import { getDocs } from 'firebase/firestore';
import { useEffect, useId, useState } from 'react';
import { useFirestore } from 'reactfire';
import { type RiderRecord, ridersQuery, toRiderRecord } from '../api/rider-records';
import type { ShopRecord } from '../api/shop-records';

/**
 * Picks an active rider for an order, optionally only the riders of one shop, and assigns them.
 * Deactivated riders are never offered (and the lifecycle function refuses them anyway).
 */
export function AssignRider({
  orderId,
  currentRiderId,
  shops,
  buttonLabel,
  onAssign,
}: {
  orderId: string;
  currentRiderId: string | null;
  shops: ShopRecord[];
  buttonLabel: string;
  onAssign: (riderId: string) => Promise<void>;
}) {
  const db = useFirestore();
  const id = useId();
  const [shopId, setShopId] = useState('');
  const [riders, setRiders] = useState<RiderRecord[]>([]);
  const [riderId, setRiderId] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getDocs(ridersQuery(db, { activeOnly: true, shopId: shopId || null }, { size: 100 }))
      .then((snapshot) => setRiders(snapshot.docs.slice(0, 100).map(toRiderRecord)))
      .catch(() => setRiders([]));
  }, [db, shopId]);

  const choices = riders.filter((rider) => rider.id !== currentRiderId);
  const assign = async () => {
    if (!riderId) return;
    setBusy(true);
    try {
      await onAssign(riderId);
      setRiderId('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="filters">
      <div className="field">
        <label htmlFor={`${id}-shop`}>Riders of shop for order {orderId}</label>
        <select id={`${id}-shop`} value={shopId} onChange={(event) => setShopId(event.target.value)}>
          <option value="">Any shop</option>
          {shops.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-rider`}>Rider for order {orderId}</label>
        <select id={`${id}-rider`} value={riderId} onChange={(event) => setRiderId(event.target.value)}>
          <option value="">Choose a rider</option>
          {choices.map((rider) => (
            <option key={rider.id} value={rider.id}>
              {rider.name} ({rider.vehicleType})
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        disabled={!riderId || busy}
        onClick={() => void assign()}
        aria-label={`${buttonLabel} order ${orderId}`}
      >
        {buttonLabel}
      </button>
    </div>
  );
}
