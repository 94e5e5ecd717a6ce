import { indiaDate } from '@dropwise/domain/india-time';
import { type Papers, papersState } from '@dropwise/domain/safety/rider-papers';
import { useId } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useNow } from '@/lib/trip/use-now';
import { useOwnPapers } from '@/features/rider/api/use-own-papers';
import { usePaperWords } from '@/features/rider/hooks/use-paper-words';
import './papers-notice.css';

/** Midday of an India day: the moment whose India date is that day wherever the phone is set. */
const middayInIndia = (day: string) => Date.parse(`${day}T12:00:00+05:30`);

/**
 * What the rider should know about their papers, from their own document: those ending within
 * 30 days with the day each ends, and, when some are missing or expired, that duty is refused
 * until they are in order. Nothing while all is well.
 */
export function PapersNoticeView({
  papers,
  today,
  switchSaysWhy = false,
}: {
  papers: Partial<Papers> | null;
  today: string;
  /** The duty switch above already shows a refusal: the same sentence is not said twice. */
  switchSaysWhy?: boolean;
}) {
  const t = useT('safety');
  const words = usePaperWords();
  const format = useFormat();
  const headingId = useId();
  const state = papersState(papers, today);
  const blocked = state.status !== 'complete' && !switchSaysWhy;
  if (!blocked && state.expiring.length === 0) return null;
  return (
    <section className="papers-notice" aria-labelledby={state.expiring.length ? headingId : undefined}>
      {blocked ? (
        <p className="papers-notice-blocked" role="status">
          {words.problem(state)}
        </p>
      ) : null}
      {state.expiring.length ? (
        <>
          <h2 id={headingId}>{t('papersDueHeading')}</h2>
          <ul>
            {state.expiring.map(({ paper, on }) => (
              <li key={paper}>
                {t('papersDueLine', { paper: words.paper(paper), date: format.date(middayInIndia(on)) })}
              </li>
            ))}
          </ul>
          <p>{t('papersDueAction')}</p>
        </>
      ) : null}
    </section>
  );
}

/** The notice for the signed-in rider: their papers, live, against today in India. */
export function PapersNotice({ riderId, switchSaysWhy }: { riderId: string; switchSaysWhy: boolean }) {
  const papers = useOwnPapers(riderId);
  const today = indiaDate(useNow(60_000));
  return papers === undefined ? null : (
    <PapersNoticeView papers={papers} today={today} switchSaysWhy={switchSaysWhy} />
  );
}
