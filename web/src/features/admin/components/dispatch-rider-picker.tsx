import { useId, useState } from 'react';
import type { OrderRecord } from '../../../lib/orders/order-records';
import type { RiderRecord } from '../api/rider-records';
import type { ShopRecord } from '../api/shop-records';
import { useActiveRiders } from '../hooks/use-active-riders';
import { Options } from '../../../components/form';

/**
 * One order row's rider picker: a shop (or any shop), then one of its active riders, then Assign.
 * The labels name the order for screen readers and are not shown: the column heading says what
 * the controls are, and the row says which order. Deactivated riders are never offered (and the
 * lifecycle function refuses them anyway); the rider the order already has is left out.
 */
export function DispatchRiderPicker({
  order,
  shops,
  anyShopRiders,
  buttonLabel,
  disabled = false,
  onAssign,
}: {
  order: OrderRecord;
  shops: ShopRecord[];
  /** The page's shared list of active riders, for "Any shop". */
  anyShopRiders: RiderRecord[];
  buttonLabel: 'Assign' | 'Reassign';
  disabled?: boolean;
  onAssign: (riderId: string) => Promise<void>;
}) {
  const id = useId();
  const [shopId, setShopId] = useState('');
  const [riderId, setRiderId] = useState('');
  const [busy, setBusy] = useState(false);
  const shopRiders = useActiveRiders(shopId || null, !shopId);
  const riders = (shopId ? (shopRiders ?? []) : anyShopRiders).filter((rider) => rider.id !== order.riderId);

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
    <div className="rider-picker">
      <label className="visually-hidden" htmlFor={`${id}-shop`}>
        Shop for order {order.id}
      </label>
      <select
        id={`${id}-shop`}
        value={shopId}
        disabled={disabled}
        onChange={(event) => {
          setShopId(event.target.value);
          setRiderId('');
        }}
      >
        <option value="">Any shop</option>
        <Options items={shops} value={(shop) => shop.id} label={(shop) => shop.name} />
      </select>
      <label className="visually-hidden" htmlFor={`${id}-rider`}>
        Rider for order {order.id}
      </label>
      <select
        id={`${id}-rider`}
        value={riderId}
        disabled={disabled}
        onChange={(event) => setRiderId(event.target.value)}
      >
        <option value="">{shopId && shopRiders === null ? 'Loading riders...' : 'Choose a rider'}</option>
        <Options
          items={riders}
          value={(rider) => rider.id}
          label={(rider) => `${rider.name} (${rider.vehicleType})`}
        />
      </select>
      <button
        type="button"
        className="compact"
        disabled={disabled || !riderId || busy}
        onClick={() => void assign()}
        aria-label={`${buttonLabel} order ${order.id}`}
      >
        {buttonLabel}
      </button>
    </div>
  );
}
