import { Suspense } from 'react';
import { GrievanceOfficerDetails } from '@/components/complaints/grievance-officer-card';
import { useGrievanceOfficer } from '@/lib/complaints/grievance-officer';
import { useT } from '@/lib/i18n/use-t';

/**
 * The grievance officer on the privacy pages, fetched from the public endpoint with a plain fetch
 * (no Firebase on these pages). The rest of the policy does not wait for its words; prerendered
 * HTML would hold the loading line, which the browser then fills in.
 */
export function GrievanceOfficerSection() {
  return (
    <Suspense fallback={null}>
      <OfficerSection />
    </Suspense>
  );
}

function OfficerSection() {
  const t = useT('complaints');
  const officer = useGrievanceOfficer();
  return (
    <section aria-labelledby="privacy-grievance-officer">
      <h2 id="privacy-grievance-officer">{t('officerTitle')}</h2>
      <p>{t('privacyText')}</p>
      <GrievanceOfficerDetails officer={officer} />
    </section>
  );
}
