import { type FormEvent, useId, useState } from 'react';
import { TextField } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import { riderErrorText } from '@/features/rider/lib/rider-error-text';
import { hidden } from './hidden-words';

const CODE = /^\d{4}$/;

/** What is wrong with the code: not 4 digits, or the server's refusal (wrong, or locked). */
type Problem = { format: true } | { error: unknown };

/**
 * The step that needs the handover code: a 4-digit numeric field and the step's button. A wrong
 * code (422, with the attempts left) or a locked step (423) is said next to the field.
 */
export function HandoverStep({
  orderId,
  label,
  whose,
  onSubmit,
}: {
  orderId: string;
  /** The button's words, e.g. "Picked up". */
  label: string;
  /** Whose code it is: the passenger's (a ride) or the receiver's (a parcel). */
  whose: 'passenger' | 'receiver';
  onSubmit: (handoverCode: string) => Promise<void>;
}) {
  const t = useT('rider');
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code)) {
      setProblem({ format: true });
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await onSubmit(code);
    } catch (error) {
      setProblem({ error });
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="job-step" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id={id}
        label={t.rich(whose === 'receiver' ? 'codeLabelReceiver' : 'codeLabelPassenger', {
          id: orderId,
          hidden,
        })}
        className="handover-field"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={4}
        value={code}
        error={!problem ? undefined : 'format' in problem ? t('enterCode') : riderErrorText(t, problem.error)}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
      />
      <button
        type="submit"
        className="job-step-button"
        disabled={busy}
        aria-label={t('stepButton', { step: label, id: orderId })}
      >
        {label}
      </button>
    </form>
  );
}
