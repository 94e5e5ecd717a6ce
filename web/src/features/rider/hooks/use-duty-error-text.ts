import { useT } from '@/lib/i18n/use-t';
import { papersRefusal } from '@/features/rider/lib/papers-refusal';
import { riderErrorText } from '@/features/rider/lib/rider-error-text';
import { usePaperWords } from './use-paper-words';

/**
 * Why the duty switch failed, in the rider's language. Refused for the rider's papers, it names
 * which are missing and which expired, from the answer's fields.
 */
export function useDutyErrorText(): (error: unknown) => string {
  const t = useT('rider');
  const paperWords = usePaperWords();
  return (error) => {
    const papers = papersRefusal(error);
    return papers ? paperWords.problem(papers) : riderErrorText(t, error);
  };
}
