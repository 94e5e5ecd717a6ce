import type { OrderKind } from '@dropwise/domain/booking';
import { useT } from '@/lib/i18n/use-t';

/** The order's handover code, big, with who gives it to whom. */
export function HandoverCodePanel({ kind, code }: { kind: OrderKind; code: string }) {
  const t = useT('history');
  return (
    <section className="handover-code" aria-labelledby="handover-code-heading">
      <h2 id="handover-code-heading">{t('handoverCode')}</h2>
      {/* Read digit by digit; the code stays in the digits the rider types. */}
      <p
        className="handover-code-digits"
        aria-label={t('handoverCodeDigits', { digits: code.split('').join(' ') })}
      >
        {code}
      </p>
      <p>{t(kind === 'ride' ? 'rideCodeHelp' : 'parcelCodeHelp')}</p>
    </section>
  );
}
