import { useId, useState } from 'react';
import { TextField } from '../form';
import { useReason } from './use-reason';

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
  const reason = useReason(onConfirm);

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
    if (await reason.submit()) setOpen(false);
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
        {...reason.field}
      />
      <div className="actions">
        <button type="button" className="danger" disabled={reason.busy} onClick={() => void confirm()}>
          Confirm {label.toLowerCase()}
        </button>
        <button type="button" className="secondary" onClick={() => setOpen(false)}>
          Keep order
        </button>
      </div>
    </div>
  );
}
