import { useId, useState } from 'react';
import { TextField } from '../form';

const REASON_MAX = 300;

/**
 * A button that asks for a reason before it acts (a rider marking an order failed): the reason is
 * required and bounded as the lifecycle function expects. The field's visible label is short
 * ("Reason"); its full name, for screen readers, says which order it is about.
 */
export function ReasonAction({
  label,
  subject,
  onConfirm,
}: {
  label: string;
  subject: string;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!open) {
    return (
      <button
        type="button"
        className="danger"
        aria-label={`${label} ${subject}`}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
    );
  }
  const confirm = async () => {
    const trimmed = reason.trim();
    if (trimmed.length < 3) {
      setError('Give a reason of at least 3 characters.');
      return;
    }
    setBusy(true);
    try {
      await onConfirm(trimmed);
      setOpen(false);
      setReason('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <TextField
        id={id}
        label={
          <>
            Reason
            <span className="visually-hidden">
              {' '}
              why {subject} {label.toLowerCase()}
            </span>
          </>
        }
        value={reason}
        maxLength={REASON_MAX}
        error={error ?? undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      <div className="actions">
        <button type="button" className="danger" disabled={busy} onClick={() => void confirm()}>
          Confirm {label.toLowerCase()}
        </button>
        <button type="button" className="secondary" onClick={() => setOpen(false)}>
          Keep order
        </button>
      </div>
    </div>
  );
}
