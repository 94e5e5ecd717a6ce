import type { PapersAnswer } from '@dropwise/domain/api/safety';
import { type Paper, PAPERS_DUE_DAYS, type PapersStatus } from '@dropwise/domain/safety/rider-papers';
import { TitledSection } from '@/components/titled-section';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';

export const paperKey: Record<Paper, MessageKey<'safetyDesk'>> = {
  licence: 'paperLicence',
  registration: 'paperRegistration',
  insurance: 'paperInsurance',
  puc: 'paperPuc',
  policeVerification: 'paperPoliceVerification',
};

const statusKey: Record<PapersStatus, MessageKey<'safetyDesk'>> = {
  complete: 'papersComplete',
  incomplete: 'papersIncomplete',
  expired: 'papersExpired',
};

/** A `YYYY-MM-DD` day as the reader writes dates (noon UTC is that day in India too). */
export function useDay(): (day: string) => string {
  const f = useFormat();
  return (day) => f.date(new Date(`${day}T12:00:00Z`));
}

/** Whether the rider may go on duty, and which papers are missing, expired or ending soon. */
export function PapersStateView({ state }: { state: PapersAnswer }) {
  const t = useT('safetyDesk');
  const day = useDay();
  const list = (papers: Paper[]) => (
    <ul>
      {papers.map((paper) => (
        <li key={paper}>{t(paperKey[paper])}</li>
      ))}
    </ul>
  );
  return (
    <TitledSection title={t('papersStatusHeading')}>
      <div className="card papers-state">
        <p className={state.status === 'complete' ? undefined : 'papers-expired'}>
          {t(statusKey[state.status])}
        </p>
        <dl>
          {state.missing.length ? (
            <>
              <dt>{t('papersMissing')}</dt>
              <dd>{list(state.missing)}</dd>
            </>
          ) : null}
          {state.expired.length ? (
            <>
              <dt>{t('papersExpiredList')}</dt>
              <dd>{list(state.expired)}</dd>
            </>
          ) : null}
          {state.expiring.length ? (
            <>
              <dt>{t('papersExpiring', { days: PAPERS_DUE_DAYS })}</dt>
              <dd>
                <ul>
                  {state.expiring.map(({ paper, on }) => (
                    <li key={paper}>{t('papersExpiringOn', { paper: t(paperKey[paper]), on: day(on) })}</li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </TitledSection>
  );
}
