import { indiaDate } from '@dropwise/domain/india-time';
import type { Live } from '@/lib/firebase/use-live';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import { useNow } from '@/lib/trip/use-now';
import type { RiderCash } from '@/lib/money/rider-cash';
import {
  type RiderRating,
  useRiderCash,
  useRiderDays,
  useRiderRating,
} from '@/features/rider/api/use-earnings';
import { mondayOf, type RiderDay, totalsOf } from '@/features/rider/lib/earnings';

/** Often enough that "Today" turns over within a minute of midnight, India time. */
const CLOCK_MS = 60_000;

/** The rider's earnings panel, live from their days, their cash and their rider record. */
export function RiderEarnings({ riderId }: { riderId: string }) {
  const today = indiaDate(useNow(CLOCK_MS));
  const days = useRiderDays(riderId, mondayOf(today));
  const cash = useRiderCash(riderId);
  const rating = useRiderRating(riderId);
  return <EarningsPanel today={today} days={days} cash={cash} rating={rating} />;
}

/**
 * Today and this week side by side: trips, fares, the platform's share and what the rider earned,
 * then the cash they hold and their rating. `today` is an India day; the week is from its Monday.
 */
export function EarningsPanel({
  today,
  days,
  cash,
  rating,
}: {
  today: string;
  days: Live<RiderDay[]>;
  cash: Live<RiderCash>;
  rating: Live<RiderRating | null>;
}) {
  const t = useT('rider');
  const format = useFormat();
  const paise = usePaise();
  const rows = days.status === 'success' ? days.data : [];
  const day = totalsOf(rows, today, today);
  const week = totalsOf(rows, mondayOf(today), today);
  const lines = [
    {
      key: 'trips',
      label: t('earningsTrips'),
      today: format.number(day.trips),
      week: format.number(week.trips),
    },
    { key: 'fares', label: t('earningsFares'), today: paise(day.faresPaise), week: paise(week.faresPaise) },
    {
      key: 'share',
      label: t('earningsPlatformShare'),
      today: paise(day.platformSharePaise),
      week: paise(week.platformSharePaise),
    },
    // Only in a week with a fee: what came off the earnings for giving orders back.
    ...(week.cancellationFeesPaise > 0
      ? [
          {
            key: 'fees',
            label: t('earningsCancellationFees'),
            today: day.cancellationFeesPaise > 0 ? paise(-day.cancellationFeesPaise) : paise(0),
            week: paise(-week.cancellationFeesPaise),
          },
        ]
      : []),
    {
      key: 'yours',
      label: t('earningsYours'),
      today: paise(day.earningsPaise),
      week: paise(week.earningsPaise),
    },
  ];
  const ratingText =
    rating.status === 'loading'
      ? t('loading')
      : rating.status === 'error'
        ? t('notLoaded')
        : rating.data
          ? t('ratingSummary', {
              average: format.number(rating.data.average, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
              count: rating.data.count,
            })
          : t('ratingNone');

  return (
    <section className="earnings" aria-labelledby="earnings-heading">
      <h2 id="earnings-heading">{t('earningsHeading')}</h2>
      {days.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {days.status === 'error' ? <p role="alert">{t('earningsNotLoaded')}</p> : null}
      {days.status === 'success' ? (
        <table className="earnings-table" aria-labelledby="earnings-heading">
          <thead>
            <tr>
              <td />
              <th scope="col">{t('earningsToday')}</th>
              <th scope="col">{t('earningsWeek')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key} className={`earnings-${line.key}`}>
                <th scope="row">{line.label}</th>
                <td>{line.today}</td>
                <td>{line.week}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <dl className="earnings-figures figure-tiles">
        <div>
          <dt>{t('cashInHand')}</dt>
          <dd>
            {cash.status === 'success'
              ? paise(cash.data.cashInHandPaise)
              : t(cash.status === 'loading' ? 'loading' : 'notLoaded')}
          </dd>
        </div>
        <div>
          <dt>{t('ratingLabel')}</dt>
          <dd>{ratingText}</dd>
        </div>
      </dl>
    </section>
  );
}
