import { firstProblemPerField } from '@dropwise/domain/field-problems';
import { lastIndiaDays } from '@dropwise/domain/india-time';
import { tripRegisterQuerySchema } from '@dropwise/domain/trip-register';
import { useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { useT } from '@/lib/i18n/use-t';
import { TitledSection } from '@/components/titled-section';
import { DateRangeFields } from './date-range-fields';

type Range = { from: string; to: string };

const lastMonth = (): Range => {
  const days = lastIndiaDays(Date.now(), 30);
  return { from: days[0] ?? '', to: days[days.length - 1] ?? '' };
};

/**
 * The trip register a state may ask for under the aggregator guidelines: every delivered trip of
 * the chosen India days (at most 92) with its vehicle, rider, passengers, ends and fare, as CSV.
 */
export function TripRegisterExport({ download: save }: { download: (range: Range) => Promise<void> }) {
  const t = useT('admin');
  const [range, setRange] = useState<Range>(lastMonth);
  const [serverProblems, setServerProblems] = useState<Partial<Range>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checked = tripRegisterQuerySchema.safeParse(range);
  const problems: Partial<Range> = checked.success
    ? serverProblems
    : firstProblemPerField(checked.error.issues);

  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await save(range);
    } catch (error) {
      if (error instanceof ApiError && (error.fields.from || error.fields.to))
        setServerProblems(error.fields);
      else setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <TitledSection title={t('tripRegisterHeading')}>
      <p className="muted">{t('tripRegisterIntro')}</p>
      <div className="filters" role="group" aria-label={t('tripRegisterHeading')}>
        <DateRangeFields
          idPrefix="trip-register"
          labels={{ from: t('cashFrom'), to: t('cashTo') }}
          range={range}
          errors={problems}
          onChange={(end, day) => {
            setServerProblems({});
            setRange((current) => ({ ...current, [end]: day }));
          }}
        />
      </div>
      {failed ? <p role="alert">{failed}</p> : null}
      <p className="actions">
        <button
          type="button"
          className="secondary"
          disabled={!checked.success || busy}
          onClick={() => void download()}
        >
          {busy ? t('cashExporting') : t('tripRegisterDownload')}
        </button>
      </p>
    </TitledSection>
  );
}
