import type { Coordinates } from '@dropwise/domain/fares';
import { useT } from '@/lib/i18n/use-t';
import { mapsLink } from '@/features/rider/lib/maps-link';
import { hidden } from './hidden-words';

/** A stop of a job: its name, its address, and a link that opens it in the maps app. */
export function Stop({
  stop,
  label,
  point,
}: {
  stop: 'pickup' | 'dropOff';
  label: string;
  point: Coordinates | null;
}) {
  const t = useT('rider');
  return (
    <li className="job-stop">
      <span className="job-stop-name">{stop === 'pickup' ? t('stopPickup') : t('stopDropOff')}</span>
      <span className="job-stop-label">{label}</span>
      {point ? (
        <a
          className="job-stop-maps"
          href={mapsLink(point, label, navigator.userAgent)}
          target="_blank"
          rel="noreferrer"
        >
          {t.rich(stop === 'pickup' ? 'openInMapsPickup' : 'openInMapsDropOff', { hidden })}
        </a>
      ) : null}
    </li>
  );
}
