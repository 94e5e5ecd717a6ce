import type { OfficerState } from '@/lib/complaints/grievance-officer';
import { useT } from '@/lib/i18n/use-t';

/**
 * The grievance officer's name, email and phone, as the Consumer Protection (E-Commerce) Rules,
 * 2020 ask a platform to show them; a placeholder while they load (and in prerendered HTML).
 */
export function GrievanceOfficerDetails({ officer }: { officer: OfficerState }) {
  const t = useT('complaints');
  if (officer.status === 'loading') return <p className="muted">{t('officerLoading')}</p>;
  const contact = officer.status === 'ready' ? officer.contact : null;
  if (!contact?.name) return <p className="muted">{t('officerNotSet')}</p>;
  return (
    <address className="grievance-officer">
      <strong>{contact.name}</strong>
      {contact.email ? (
        <span>
          {t.rich('officerEmail', {
            email: contact.email,
            mail: (chunks) => <a href={`mailto:${contact.email}`}>{chunks}</a>,
          })}
        </span>
      ) : null}
      {contact.phone ? (
        <span>
          {t.rich('officerPhone', {
            phone: contact.phone,
            call: (chunks) => <a href={`tel:${contact.phone}`}>{chunks}</a>,
          })}
        </span>
      ) : null}
    </address>
  );
}

/** The officer beside the complaint form: who to write to when our answer does not settle it. */
export function GrievanceOfficerCard({ officer }: { officer: OfficerState }) {
  const t = useT('complaints');
  return (
    <aside className="grievance-officer-card" aria-labelledby="grievance-officer-title">
      <h3 id="grievance-officer-title">{t('officerTitle')}</h3>
      <p>{t('officerIntro')}</p>
      <GrievanceOfficerDetails officer={officer} />
    </aside>
  );
}
