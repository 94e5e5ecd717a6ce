import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SubmitButton, TextAreaField } from '../../../components/form';
import { useReason } from '../../../components/orders/use-reason';

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
  const reason = useReason(onConfirm);
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
    if (await reason.submit()) setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className="danger compact"
        aria-label={`Cancel order ${orderId}`}
        aria-haspopup="dialog"
        onClick={() => {
          reason.clearError();
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
            <TextAreaField id={`${id}-reason`} label="Reason" rows={3} autoFocus {...reason.field} />
            <div className="actions">
              <SubmitButton pending={reason.busy} className="danger">
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
