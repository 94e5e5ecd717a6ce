import { Suspense } from 'react';
import { useUser } from '@/lib/firebase/instances';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import { type OwedFees, useOwedFees } from '@/features/booking/api/use-owed-fees';

/** Beside the estimate: the earlier cancellation fees this trip's fare will also carry, if any. */
export function OwedFeesNote({ owed }: { owed: OwedFees | null }) {
  const t = useT('cancellation');
  const paise = usePaise();
  if (!owed || owed.totalPaise <= 0) return null;
  return (
    <p className="field-note owed-fees-note">
      {t('owedNote', { amount: paise(owed.totalPaise), count: owed.orders })}
    </p>
  );
}

/** {@link OwedFeesNote} for the signed-in customer, live. */
export function LiveOwedFeesNote() {
  const { data: user } = useUser();
  const owed = useOwedFees(user?.uid ?? null);
  // Its words load only when there is something to say; the estimate does not wait for them.
  return owed && owed.totalPaise > 0 ? (
    <Suspense fallback={null}>
      <OwedFeesNote owed={owed} />
    </Suspense>
  ) : null;
}
