import type { CancelReasonCode } from '@dropwise/domain/cancellation-fee';
import type { UseFormReturn } from 'react-hook-form';
import { FieldError, TextAreaField } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import { OTHER_REASON, type ReasonChoice } from './reason-choice';
import './cancellation.css';

/**
 * The listed reasons as radio buttons, then one for the person's own words, whose field shows
 * once it is chosen. Errors show next to the choice and the field.
 */
export function ReasonChoices({
  id,
  legend,
  codes,
  otherLabel,
  form,
}: {
  id: string;
  legend: string;
  codes: readonly CancelReasonCode[];
  /** The last choice's words: "Something else", "Other". */
  otherLabel: string;
  form: UseFormReturn<ReasonChoice>;
}) {
  const t = useT('cancellation');
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const choiceError = errors.choice?.message;
  const errorId = `${id}-choice-error`;

  return (
    <>
      <fieldset className="reason-choices" aria-describedby={choiceError ? errorId : undefined}>
        <legend>{legend}</legend>
        {[...codes, OTHER_REASON].map((code) => (
          <label key={code} className="reason-choice">
            <input type="radio" value={code} {...register('choice')} />
            <span>{code === OTHER_REASON ? otherLabel : t(`reason_${code as CancelReasonCode}`)}</span>
          </label>
        ))}
        <FieldError id={errorId} message={choiceError} />
      </fieldset>
      {watch('choice') === OTHER_REASON ? (
        <TextAreaField
          id={`${id}-other`}
          label={t('otherLabel')}
          rows={2}
          maxLength={320}
          error={errors.other?.message}
          {...register('other')}
        />
      ) : null}
    </>
  );
}
