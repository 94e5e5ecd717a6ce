import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import type { HistoryEntryView } from '@/lib/orders/order-view';
import { useShopOrderSteps } from '@/features/shop/api/use-shop-orders';

// Between a step and its time: punctuation, the same in every language.
const DOT = ' · ';

/** Each status the order went through and when, oldest first, live. */
export function ShopOrderSteps({ orderId, kept }: { orderId: string; kept: HistoryEntryView[] }) {
  const t = useT('shop');
  const labels = useDomainLabels();
  const format = useFormat();
  const steps = useShopOrderSteps(orderId, kept);
  if (!steps) return <p role="status">{t('stepsLoading')}</p>;
  return (
    <ol className="shop-steps" aria-label={t('stepsRegion')}>
      {steps.map((step) => (
        <li key={step.n}>
          <strong>{labels.status(step.to)}</strong>
          {step.at ? <span>{DOT + format.dateTime(step.at)}</span> : null}
          {step.reason ? <span className="muted">{DOT + step.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
}
