import { BOOKING_WINDOW_DAYS, scheduleSchema } from '@dropwise/domain/booking';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { scheduleFromDraft } from '@/features/booking/draft/draft-to-request';
import { TextField } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import { StepActions, type StepNav } from './step-actions';
import { useSaveAsTyped } from './use-save-as-typed';

interface ScheduleForm {
  when: 'now' | 'later';
  dateTime: string;
}

interface ScheduleStepProps extends StepNav {
  dateTime: string;
  onChange: (dateTime: string) => void;
}

/** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input wants it. */
function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Step 2 of a ride: now, or a later time that is not in the past and within the booking window. */
export function ScheduleStep({ dateTime, onChange, onBack, onNext, onClear }: ScheduleStepProps) {
  const t = useT('booking');
  const later = dateTime !== 'now' && dateTime !== '';
  const { register, handleSubmit, watch } = useForm<ScheduleForm>({
    defaultValues: { when: later ? 'later' : 'now', dateTime: later && dateTime !== 'later' ? dateTime : '' },
  });
  const [error, setError] = useState<string>();
  const when = watch('when');
  const [bounds] = useState(() => {
    const now = new Date();
    return {
      min: localInputValue(now),
      max: localInputValue(new Date(now.getTime() + BOOKING_WINDOW_DAYS * 24 * 60 * 60 * 1000)),
    };
  });

  useSaveAsTyped(watch, (values) => onChange(values.when === 'later' ? values.dateTime || 'later' : 'now'));

  const next = handleSubmit((values) => {
    if (values.when === 'now') return onNext();
    if (!values.dateTime) return setError(t('dateTimeMissing'));
    const result = scheduleSchema(new Date()).safeParse(scheduleFromDraft(values.dateTime));
    if (!result.success) return setError(result.error.issues[0]?.message);
    setError(undefined);
    onNext();
  });

  return (
    <form onSubmit={next} noValidate>
      <fieldset className="choice-list">
        <legend>{t('whenLegend')}</legend>
        <label className="choice">
          <input type="radio" value="now" {...register('when')} />
          <span className="choice-title">{t('now')}</span>
        </label>
        <label className="choice">
          <input type="radio" value="later" {...register('when')} />
          <span className="choice-title">{t('later')}</span>
        </label>
      </fieldset>
      {when === 'later' && (
        <TextField
          id="ride-date-time"
          label={t('dateTimeLabel')}
          type="datetime-local"
          min={bounds.min}
          max={bounds.max}
          hint={t('dateTimeHint', { days: BOOKING_WINDOW_DAYS })}
          error={error}
          {...register('dateTime')}
        />
      )}
      <StepActions onBack={onBack} onClear={onClear} />
    </form>
  );
}
