import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pagePaths } from '@dropwise/domain/page-paths';
import { LanguageSwitch } from '@/components/language-switch';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { DELETION_REQUEST_DAYS, PRIVACY_CONTACT_EMAIL } from '@/lib/legal/privacy-contact';
import { GrievanceOfficerSection } from './grievance-officer-section';
import './privacy-policy.css';

export type PolicyAudience = 'customer' | 'rider';

type LegalKey = MessageKey<'legal'>;

// Midday in UTC, so the date reads the same in every time zone.
const LAST_UPDATED = Date.UTC(2026, 10, 22, 12);
const RECORDS_KEPT_YEARS = 8;
const SECURITY_LOGS_KEPT_DAYS = 90;
const MINIMUM_AGE = 18;

const collected: Record<PolicyAudience, LegalKey[]> = {
  rider: ['riderCollectAccount', 'riderCollectWork', 'riderCollectNotifications', 'riderCollectTechnical'],
  customer: [
    'customerCollectAccount',
    'customerCollectBookings',
    'customerCollectNotifications',
    'customerCollectCourses',
    'customerCollectTechnical',
  ],
};

const purposes: Record<PolicyAudience, LegalKey[]> = {
  rider: ['riderWhyJobs', 'riderWhyShop', 'whyChanges', 'whySafety', 'whyLaw'],
  customer: ['customerWhyBooking', 'customerWhyContact', 'whyChanges', 'whySafety', 'whyLaw'],
};

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const mail = (chunks: ReactNode[]) => <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{chunks}</a>;

/**
 * The privacy policy, in plain words. Public page: no Firebase code is loaded here.
 * Customers and riders share most of it; the parts that differ are chosen by `audience`.
 */
export function PrivacyPolicy({ audience }: { audience: PolicyAudience }) {
  const t = useT('legal');
  const common = useT('common');
  const isRider = audience === 'rider';
  const deletePath = isRider ? pagePaths.deleteRiderAccount : pagePaths.deleteAccount;
  const contact = { email: PRIVACY_CONTACT_EMAIL, days: DELETION_REQUEST_DAYS, mail };
  return (
    <main className="page policy">
      <div className="policy-top">
        <Link to={pagePaths.home}>{common('brand')}</Link>
        <LanguageSwitch />
      </div>
      <h1>{t(isRider ? 'titleRider' : 'titleCustomer')}</h1>
      <p className="muted">{t('lastUpdated', { date: LAST_UPDATED })}</p>
      <p>
        {t.rich(isRider ? 'introRider' : 'introCustomer', {
          link: (chunks) => (
            <Link to={isRider ? pagePaths.privacyPolicy : pagePaths.riderPrivacyPolicy}>{chunks}</Link>
          ),
        })}
      </p>

      <h2>{t('collectHeading')}</h2>
      <ul>
        {collected[audience].map((key) => (
          <li key={key}>{t.rich(key, { b: bold })}</li>
        ))}
      </ul>
      <p>{t('notCollected')}</p>

      <h2>{t('whyHeading')}</h2>
      <ul>
        {purposes[audience].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p>{t('neverSell')}</p>

      <h2>{t('whoHeading')}</h2>
      <ul>
        <li>{t(isRider ? 'riderWhoSees' : 'customerWhoSees')}</li>
        <li>{t('whoFirebase')}</li>
        <li>{t('whoAuthorities')}</li>
      </ul>

      <h2>{t('keepHeading')}</h2>
      <ul>
        <li>{t('keepProfile')}</li>
        <li>{t('keepTokens')}</li>
        <li>{t(isRider ? 'riderKeepRecords' : 'customerKeepRecords', { years: RECORDS_KEPT_YEARS })}</li>
        <li>{t('keepLogs', { days: SECURITY_LOGS_KEPT_DAYS })}</li>
      </ul>

      <h2>{t('deleteHeading')}</h2>
      <p>
        {t.rich(isRider ? 'riderDelete' : 'customerDelete', {
          ...contact,
          link: (chunks) => <Link to={deletePath}>{chunks}</Link>,
        })}
      </p>

      <h2>{t('rightsHeading')}</h2>
      <p>{t.rich('rightsText', contact)}</p>

      <GrievanceOfficerSection />

      <h2>{t('protectHeading')}</h2>
      <p>{t('protectText')}</p>

      <h2>{t('childrenHeading')}</h2>
      <p>{t('childrenText', { age: MINIMUM_AGE })}</p>

      <h2>{t('changesHeading')}</h2>
      <p>{t('changesText')}</p>
    </main>
  );
}
