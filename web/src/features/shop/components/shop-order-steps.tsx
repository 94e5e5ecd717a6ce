import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useFormat } from '@/lib/i18n/use-format';
import { useReasonText } from '@/lib/i18n/use-reason-text';
import { useT } from '@/lib/i18n/use-t';
import type { HistoryEntryView } from '@/lib/orders/order-history-view';

// Between a step and its time: punctuation, the same in every language.
const DOT = ' · ';

/** Each status the order went through and when, oldest first (live with its order). */
export function ShopOrderSteps({ steps }: { steps: HistoryEntryView[] }) {
  const t = useT('shop');
  const labels = useDomainLabels();
  const format = useFormat();
  const reasonText = useReasonText();
  return (
    <ol className="shop-steps" aria-label={t('stepsRegion')}>
      {steps.map((step) => (
        <li key={step.n}>
          <strong>{labels.status(step.to)}</strong>
          {step.at ? <span>{DOT + format.dateTime(step.at)}</span> : null}
          {step.reason ? <span className="muted">{DOT + reasonText(step.reason)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
