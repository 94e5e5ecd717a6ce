import { useMemo } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import {
  etaLine,
  type EtaFigures,
  freshnessLine,
  isStale,
  type TripWords,
} from '@/lib/trip/trip-progress-text';
import './trip-progress.css';

/**
 * The rider's progress in words: the estimate ("Rider is 1.2 km away · about 4 min"), labelled as
 * one, and how fresh the position is. A position older than 2 minutes says so and shows no
 * estimate, rather than pretending the rider is where they were. The words are the public
 * tracking page's too (the `tracking` messages).
 */
export function TripProgress({
  eta,
  positionAt,
  now,
}: {
  eta: EtaFigures | null;
  /** Epoch ms of the rider's last reported fix; null before the first report. */
  positionAt: number | null;
  now: number;
}) {
  const t = useT('tracking');
  const format = useFormat();
  const words = useMemo<TripWords>(() => ({ t, format }), [t, format]);
  if (positionAt === null) {
    return (
      <div className="trip-progress" role="status">
        <p className="trip-progress-eta">{t('waitingForPosition')}</p>
      </div>
    );
  }
  const stale = isStale(positionAt, now);
  return (
    <div className={`trip-progress${stale ? ' trip-progress-stale' : ''}`}>
      {eta && !stale ? (
        <p className="trip-progress-eta" aria-live="polite" data-eta-minutes={eta.minutes}>
          {etaLine(eta, words)} <span className="trip-progress-label">{t('estimateLabel')}</span>
        </p>
      ) : null}
      <p className="trip-progress-fresh" role={stale ? 'alert' : undefined}>
        {freshnessLine(positionAt, now, words)}
      </p>
    </div>
  );
}
