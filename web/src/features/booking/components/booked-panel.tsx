import type { OrderKind } from '@dropwise/domain/booking';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/use-t';

/** Shown on a booking page whose draft has already become an order. */
export function BookedPanel({
  what,
  orderLink,
  onAnother,
}: {
  what: OrderKind;
  orderLink: string;
  onAnother: () => void;
}) {
  const t = useT('booking');
  return (
    <section className="card" aria-labelledby="booked-heading">
      <h2 id="booked-heading">{t('bookedHeading', { kind: what })}</h2>
      <p className="actions">
        <Link className="button" to={orderLink}>
          {t('viewBooked', { kind: what })}
        </Link>
        <button type="button" className="secondary" onClick={onAnother}>
          {t('bookAnother', { kind: what })}
        </button>
      </p>
    </section>
  );
}
