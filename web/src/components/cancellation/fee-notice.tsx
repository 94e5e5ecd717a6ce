import { type CancellationFee, RIDER_LATE_MINUTES } from '@dropwise/domain/cancellation-fee';
import type { CancellationTerms } from '@dropwise/domain/cancellation-terms';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';

/**
 * What the rules are (the fare table's terms) and what cancelling, or giving the order back, costs
 * now with the reason chosen. `graceEndsAt`: the customer's free minutes end then.
 */
export function FeeNotice({
  side,
  terms,
  fee,
  graceEndsAt = null,
}: {
  side: 'customer' | 'rider';
  terms: CancellationTerms;
  fee: CancellationFee;
  graceEndsAt?: Date | null;
}) {
  const t = useT('cancellation');
  const format = useFormat();
  const paise = usePaise();
  const costsNothing = terms.percent === 0 || terms.capRupees === 0;
  const share = { percent: format.number(terms.percent), cap: paise(terms.capRupees * 100) };
  const amount = paise(fee.amountPaise);

  const rule =
    side === 'customer'
      ? costsNothing
        ? t('customerRuleFree')
        : t('customerRule', { grace: terms.graceMinutes, late: RIDER_LATE_MINUTES, ...share })
      : costsNothing
        ? t('riderRuleFree')
        : t('riderRule', share);
  const now =
    side === 'rider'
      ? t(fee.amountPaise > 0 ? 'riderNowFee' : 'riderNowFree', { amount })
      : fee.amountPaise > 0
        ? t('customerNowFee', { amount })
        : fee.why === 'within_grace' && graceEndsAt
          ? t('customerNowFreeUntil', { time: format.time(graceEndsAt) })
          : t('customerNowFree', { why: fee.why });

  return (
    <div className="fee-notice">
      <p className="fee-rule">{rule}</p>
      <p className={`fee-now${fee.amountPaise > 0 ? ' fee-now-charged' : ''}`} aria-live="polite">
        <strong>{now}</strong>
      </p>
    </div>
  );
}
