import { useId, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { TextField } from '@/components/form';
import { useReason } from './use-reason';

/**
 * A button that asks for a reason before it acts (a rider marking an order failed): the reason is
 * required and bounded as the lifecycle function expects. The field's visible label is short
 * ("Reason"); its full name, for screen readers, says which order it is about. `label` and
 * `subject` come in the reader's language ("Failed", "order 42").
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
  const t = useT('common');
  const id = useId();
  const [open, setOpen] = useState(false);
  const reason = useReason(onConfirm);

  if (!open) {
    return (
      <button
        type="button"
        className="danger"
        aria-label={t('reasonOpen', { action: label, subject })}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
    );
  }
  // Inside a sentence ("Confirm failed"); scripts without case are left as they are.
  const action = label.toLowerCase();
  const confirm = async () => {
    if (await reason.submit()) setOpen(false);
  };
  return (
    <div>
      <TextField
        id={id}
        label={t.rich('reasonLabel', {
          subject,
          action,
          hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
        })}
        {...reason.field}
      />
      <div className="actions">
        <button type="button" className="danger" disabled={reason.busy} onClick={() => void confirm()}>
          {t('reasonConfirm', { action })}
        </button>
        <button type="button" className="secondary" onClick={() => setOpen(false)}>
          {t('reasonKeep')}
        </button>
      </div>
    </div>
  );
}
