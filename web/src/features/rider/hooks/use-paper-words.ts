import { localeOf } from '@dropwise/domain/languages';
import type { Paper } from '@dropwise/domain/safety/rider-papers';
import { useMemo } from 'react';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useLanguage } from '@/lib/i18n/use-language';
import { useT } from '@/lib/i18n/use-t';
import type { PapersProblem } from '@/features/rider/lib/papers-refusal';

const paperKeys: Record<Paper, MessageKey<'safety'>> = {
  licence: 'paperLicence',
  registration: 'paperRegistration',
  insurance: 'paperInsurance',
  puc: 'paperPuc',
  policeVerification: 'paperPoliceVerification',
};

/** The rider's papers in the rider's language: each one's name, and why duty is refused. */
export function usePaperWords() {
  const t = useT('safety');
  const language = useLanguage();
  return useMemo(() => {
    const list = new Intl.ListFormat(localeOf[language], { type: 'conjunction' });
    const paper = (name: Paper) => t(paperKeys[name]);
    const names = (papers: Paper[]) => list.format(papers.map(paper));
    return {
      paper,
      /** "You cannot go on duty until… Missing: … Expired: … Renew the expired ones and give…" */
      problem: ({ missing, expired }: PapersProblem) =>
        [
          t('papersBlocked'),
          missing.length ? t('papersMissing', { papers: names(missing) }) : null,
          expired.length ? t('papersExpired', { papers: names(expired) }) : null,
          t('papersAskAdmin', { renew: expired.length ? 'yes' : 'no' }),
        ]
          .filter(Boolean)
          .join(' '),
    };
  }, [t, language]);
}
