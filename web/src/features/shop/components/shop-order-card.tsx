import { useState } from 'react';
import { DescriptionRow } from '@/components/description-row';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useOrderReceiver } from '@/lib/firebase/use-order-receiver';
import { useFormat } from '@/lib/i18n/use-format';
import { mapLink } from '@/lib/maps/map-link';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import { shortOrderId } from '@/lib/orders/short-id';
import type { ShopOrderView } from '@/features/shop/lib/shop-order';
import { ShopOrderSteps } from './shop-order-steps';

// Marks, the same in every language: nothing known yet, and the gap between two sentences.
const NONE = '—';
const SPACE = ' ';

/**
 * One of the shop's orders: its reference, status, receiver, drop-off, rider and money at a glance;
 * its steps and the proof of delivery (when the code was confirmed and where the rider was) open
 * below it, read only then.
 */
export function ShopOrderCard({ view }: { view: ShopOrderView }) {
  const t = useT('shop');
  const labels = useDomainLabels();
  const format = useFormat();
  const paise = usePaise();
  const [open, setOpen] = useState(false);
  const { order, delivery, proof } = view;
  const receiver = useOrderReceiver(order.id);
  const name = delivery.reference ?? shortOrderId(order.id);
  return (
    <article className="card shop-order" data-order-id={order.id} aria-label={t('orderRegion', { name })}>
      <header className="shop-order-head">
        <h3>{name}</h3>
        <span className={`status-badge status-${order.status}`}>{labels.status(order.status)}</span>
      </header>
      <dl className="shop-order-facts">
        <DescriptionRow term={t('orderReceiver')}>
          {receiver ? t('receiverLine', receiver) : NONE}
        </DescriptionRow>
        <DescriptionRow term={t('orderDropOff')}>{order.dropOff}</DescriptionRow>
        <DescriptionRow term={t('orderRider')}>{order.riderName ?? t('orderNoRider')}</DescriptionRow>
        <DescriptionRow term={t('orderCollect')}>
          {delivery.collectPaise === 0
            ? t('orderCollectNothing')
            : t(delivery.feePaidBy === 'receiver' ? 'orderCollectWithFee' : 'orderCollectGoods', {
                amount: paise(delivery.collectPaise),
                goods: paise(delivery.codPaise),
              })}
        </DescriptionRow>
        {order.createdAt ? (
          <DescriptionRow term={t('orderBooked')}>{format.dateTime(order.createdAt)}</DescriptionRow>
        ) : null}
      </dl>
      {proof ? (
        <p className="shop-proof">
          {t('proofAt', { time: format.dateTime(proof.at) })}
          {SPACE}
          {proof.position ? (
            <a href={mapLink(proof.position, 18)} target="_blank" rel="noreferrer">
              {t('proofPosition', {
                lat: format.number(proof.position.lat, { maximumFractionDigits: 5 }),
                lng: format.number(proof.position.lng, { maximumFractionDigits: 5 }),
              })}
            </a>
          ) : (
            t('proofNoPosition')
          )}
        </p>
      ) : null}
      <button
        type="button"
        className="secondary shop-steps-toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? t('stepsHide') : t('stepsShow', { name })}
      </button>
      {open ? <ShopOrderSteps steps={order.history} /> : null}
    </article>
  );
}
