import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../../components/form';
import { ApiError, errorMessage } from '../../../lib/api/api-error';

const CODE = /^\d{4}$/;

/**
 * The step that needs the handover code: a 4-digit numeric field and the step's button. A wrong
 * code (422, with the attempts left) or a locked step (423) is said next to the field in the
 * server's words.
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
  /** Whose code it is: "passenger's" or "receiver's". */
  whose: string;
  onSubmit: (handoverCode: string) => Promise<void>;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code)) {
      setError('Enter the 4-digit code.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(code);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fields.handoverCode ?? failure.message)
          : errorMessage(failure),
      );
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="job-step" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id={id}
        label={
          <>
            Ask for the {whose} code<span className="visually-hidden"> for order {orderId}</span>
          </>
        }
        className="handover-field"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={4}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
      />
      <button
        type="submit"
        className="job-step-button"
        disabled={busy}
        aria-label={`${label} order ${orderId}`}
      >
        {label}
      </button>
    </form>
  );
}
