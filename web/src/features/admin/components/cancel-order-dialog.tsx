import { REASON_MAX_LENGTH } from '@domain/order-lifecycle';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SubmitButton, TextAreaField } from '../../../components/form';
import { errorMessage } from '../../../lib/api/api-error';

/**
 * A compact Cancel button for one order row that asks for the reason in a modal dialog. The
 * reason is required and bounded as the lifecycle function expects; a refusal from the server is
 * shown in the dialog, which stays open so the admin can try again or keep the order.
 */
export function CancelOrderDialog({
  orderId,
  onConfirm,
  onOpenChange,
}: {
  orderId: string;
  onConfirm: (reason: string) => Promise<void>;
  onOpenChange?: (open: boolean) => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) return;
    onOpenChangeRef.current?.(true);
    return () => onOpenChangeRef.current?.(false);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < 3) {
      setError('Give a reason of at least 3 characters.');
      return;
    }
    setBusy(true);
    try {
      await onConfirm(trimmed);
      setReason('');
      setOpen(false);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="danger compact"
        aria-label={`Cancel order ${orderId}`}
        aria-haspopup="dialog"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        Cancel
      </button>
      <dialog
        ref={dialog}
        className="order-dialog"
        aria-labelledby={`${id}-title`}
        // Escape closes a modal dialog natively; keep the state in step.
        onClose={() => setOpen(false)}
      >
        {open ? (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <h2 id={`${id}-title`}>Cancel order</h2>
            <p className="muted order-dialog-id">{orderId}</p>
            <TextAreaField
              id={`${id}-reason`}
              label="Reason"
              value={reason}
              rows={3}
              maxLength={REASON_MAX_LENGTH}
              error={error ?? undefined}
              autoFocus
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
            <div className="actions">
              <SubmitButton pending={busy} className="danger">
                Confirm cancel
              </SubmitButton>
              <button type="button" className="secondary" onClick={() => setOpen(false)}>
                Keep order
              </button>
            </div>
          </form>
        ) : null}
      </dialog>
    </>
  );
}
