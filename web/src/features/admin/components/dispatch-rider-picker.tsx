import { type ChangeEvent, type ComponentProps, useId, useState } from 'react';
import type { OrderView } from '@/lib/orders/order-view';
import type { RiderRecord } from '@/features/admin/api/rider-records';
import { useActiveRiders } from '@/features/admin/api/use-active-riders';
import type { DispatchBoard } from '@/features/admin/hooks/use-dispatch-board';
import { Options } from '@/components/form';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { ridersForPickup } from '@/features/admin/lib/riders-on-duty';

/**
 * One order row's rider picker: a shop (or any shop), then one of its active riders, then Assign.
 * The labels name the order for screen readers and are not shown: the column heading says what
 * the controls are, and the row says which order. Deactivated riders are never offered (and the
 * lifecycle function refuses them anyway); the rider the order already has is left out. Riders on
 * duty come first, nearest the pickup first, with their distance; riders off duty follow.
 */
export function DispatchRiderPicker({
  order,
  board,
  action,
  disabled = false,
  onAssign,
}: {
  order: OrderView;
  board: DispatchBoard;
  /** Assign for an order without a rider, Reassign for one that has one. */
  action: 'assign' | 'reassign';
  disabled?: boolean;
  onAssign: (riderId: string) => Promise<void>;
}) {
  const t = useT('admin');
  const { distanceKm } = useFormat();
  const { shops, anyShopRiders, positions, now } = board;
  const [shopId, setShopId] = useState('');
  const [riderId, setRiderId] = useState('');
  const [busy, setBusy] = useState(false);
  const shopRiders = useActiveRiders(shopId || null, !shopId);
  const riders = (shopId ? (shopRiders ?? []) : anyShopRiders).filter((rider) => rider.id !== order.riderId);
  const ranked = ridersForPickup(riders, positions, order.pickupCoordinates, now);
  const onDuty = ranked.filter((entry) => entry.onDuty);
  const offDuty = ranked.filter((entry) => !entry.onDuty);
  const label = (rider: RiderRecord) =>
    t('dispatchRiderOption', { name: rider.name, vehicle: rider.vehicleType });

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

  const chooseShop = (event: ChangeEvent<HTMLSelectElement>) => {
    setShopId(event.target.value);
    setRiderId('');
  };
  const chooseRider = (event: ChangeEvent<HTMLSelectElement>) => setRiderId(event.target.value);

  return (
    <div className="rider-picker">
      <OrderSelect
        label={t('dispatchShopFor', { orderId: order.id })}
        value={shopId}
        disabled={disabled}
        onChange={chooseShop}
      >
        <option value="">{t('dispatchAnyShop')}</option>
        <Options items={shops} value={(shop) => shop.id} label={(shop) => shop.name} />
      </OrderSelect>
      <OrderSelect
        label={t('dispatchRiderFor', { orderId: order.id })}
        value={riderId}
        disabled={disabled}
        onChange={chooseRider}
      >
        <option value="">
          {shopId && shopRiders === null ? t('dispatchLoadingRiders') : t('dispatchChooseRider')}
        </option>
        {onDuty.length > 0 ? (
          <optgroup label={t('dispatchOnDutyGroup')}>
            <Options
              items={onDuty}
              value={(entry) => entry.rider.id}
              label={(entry) =>
                entry.distanceKm === null
                  ? t('dispatchRiderNoPosition', { rider: label(entry.rider) })
                  : t('dispatchRiderAway', {
                      rider: label(entry.rider),
                      distance: distanceKm(entry.distanceKm),
                    })
              }
            />
          </optgroup>
        ) : null}
        {offDuty.length > 0 ? (
          <optgroup label={t('dispatchOffDutyGroup')}>
            <Options
              items={offDuty}
              value={(entry) => entry.rider.id}
              label={(entry) => label(entry.rider)}
            />
          </optgroup>
        ) : null}
      </OrderSelect>
      <button
        type="button"
        className="compact"
        disabled={disabled || !riderId || busy}
        onClick={() => void assign()}
        aria-label={t(action === 'assign' ? 'dispatchAssignName' : 'dispatchReassignName', {
          orderId: order.id,
        })}
      >
        {t(action === 'assign' ? 'dispatchAssign' : 'dispatchReassign')}
      </button>
    </div>
  );
}

/** One of the picker's selects; its label names the order for screen readers only. */
function OrderSelect({ label, ...select }: { label: string } & ComponentProps<'select'>) {
  const id = useId();
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select id={id} {...select} />
    </>
  );
}
