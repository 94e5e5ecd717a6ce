import { localeOf } from '@dropwise/domain/languages';
import { pagePaths } from '@dropwise/domain/page-paths';
import { Link } from 'react-router-dom';
import { mapLink } from '@/lib/maps/map-link';
import { useFormat } from '@/lib/i18n/use-format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useT } from '@/lib/i18n/use-t';
import type { SosAlert } from '@/features/admin/api/sos-alerts';
import { timeAgo } from './time-ago';

/** A name and a number to call (tel: dials it on a phone, or offers the desk's calling app). */
function Person({ name, phone }: { name: string | null; phone: string | null }) {
  const t = useT('safetyDesk');
  const shown = name ?? t('personUnnamed');
  return (
    <>
      <span>{shown}</span>
      {phone ? (
        <a href={`tel:${phone}`} aria-label={t('personCall', { name: shown, phone })}>
          {phone}
        </a>
      ) : (
        <span className="muted">{t('personNoPhone')}</span>
      )}
    </>
  );
}

function Position({ alert }: { alert: SosAlert }) {
  const t = useT('safetyDesk');
  const f = useFormat();
  const { position } = alert;
  if (!position) return <>{t('positionNone')}</>;
  const time = f.time(position.at);
  return (
    <>
      <span>{t('positionAt', { lat: position.lat.toFixed(5), lng: position.lng.toFixed(5) })}</span>
      {position.accuracy !== null ? (
        <span>{t('positionWithin', { metres: f.number(Math.round(position.accuracy)) })}</span>
      ) : null}
      <span className="muted">
        {alert.positionSource === 'rider'
          ? t('positionFromRider', { time })
          : t('positionFromPhone', { time })}
      </span>
      <a
        href={mapLink(position)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('positionMapName', { orderId: alert.orderId })}
      >
        {t('positionMap')}
      </a>
    </>
  );
}

/** Who raised the alert and when, who is involved, where, who was told, and the way to the order. */
export function AlertDetails({ alert, now }: { alert: SosAlert; now: number }) {
  const t = useT('safetyDesk');
  const f = useFormat();
  const locale = localeOf[useLanguage()];
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(alert.told.contacts);
  return (
    <dl>
      <dt>{t('alertRaised')}</dt>
      <dd>
        {alert.raisedAt
          ? t('alertRaisedAt', { ago: timeAgo(alert.raisedAt, now, locale), at: f.dateTime(alert.raisedAt) })
          : t('notRecorded')}
      </dd>
      <dt>{t('alertRaisedBy')}</dt>
      <dd>{t(alert.role === 'rider' ? 'roleRider' : 'roleCustomer')}</dd>
      <dt>{t('alertCustomer')}</dt>
      <dd>
        <Person name={alert.customerName} phone={alert.customerPhone} />
      </dd>
      <dt>{t('alertRider')}</dt>
      <dd>{alert.riderId ? <Person name={alert.riderName} phone={alert.riderPhone} /> : t('noRider')}</dd>
      <dt>{t('alertVehicle')}</dt>
      <dd>{alert.vehicleRegistration ?? t('notRecorded')}</dd>
      <dt>{t('alertPosition')}</dt>
      <dd className="sos-position">
        <Position alert={alert} />
      </dd>
      {alert.raisedNote ? (
        <>
          <dt>{t('alertTheirNote')}</dt>
          <dd>{alert.raisedNote}</dd>
        </>
      ) : null}
      <dt>{t('alertTold')}</dt>
      <dd>
        <span>{alert.told.contacts.length ? t('toldContacts', { names }) : t('toldNoContacts')}</span>
        <span>{t('toldAdmins', { count: alert.told.admins })}</span>
      </dd>
      <dt>{t('alertOrder')}</dt>
      <dd>
        <span>{alert.orderId}</span>
        <Link
          to={`${pagePaths.adminDashboard}?customer=${encodeURIComponent(alert.customerUid)}`}
          aria-label={t('alertOrderLinkName', { orderId: alert.orderId })}
        >
          {t('alertOrderLink')}
        </Link>
      </dd>
    </dl>
  );
}
