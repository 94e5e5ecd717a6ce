import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SubmitButton, TextAreaField } from '@/components/form';
import { useReason } from '@/components/orders/use-reason';
import { useT } from '@/lib/i18n/use-t';

/** The words of one reason dialog: its button, its title and its two answers. */
export interface ReasonDialogWords {
  button: string;
  buttonName: string;
  title: string;
  confirm: string;
  keep: string;
  /** `danger` for a step that ends the order. */
  tone: 'danger' | 'primary';
}

interface OrderDialogProps {
  orderId: string;
  onConfirm: (reason: string) => Promise<void>;
  onOpenChange?: (open: boolean) => void;
}

/** A compact Cancel button for one order row that asks for the reason in a modal dialog. */
export function CancelOrderDialog(props: OrderDialogProps) {
  const t = useT('admin');
  return (
    <OrderReasonDialog
      {...props}
      words={{
        button: t('orderDialogCancelButton'),
        buttonName: t('orderDialogCancelButtonName', { orderId: props.orderId }),
        title: t('orderDialogCancelTitle'),
        confirm: t('orderDialogCancelConfirm'),
        keep: t('orderDialogCancelKeep'),
        tone: 'danger',
      }}
    />
  );
}

/**
 * A compact button for one order row that asks for a reason in a modal dialog before an admin's
 * step. The reason is required and bounded as the lifecycle function expects; a refusal from the
 * server is shown in the dialog, which stays open so the admin can try again or leave the order.
 */
export function OrderReasonDialog({
  orderId,
  onConfirm,
  onOpenChange,
  words,
}: OrderDialogProps & { words: ReasonDialogWords }) {
  const t = useT('admin');
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
        className={`${words.tone === 'danger' ? 'danger ' : ''}compact`}
        aria-label={words.buttonName}
        aria-haspopup="dialog"
        onClick={() => {
          reason.clearError();
          setOpen(true);
        }}
      >
        {words.button}
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
            <h2 id={`${id}-title`}>{words.title}</h2>
            <p className="muted order-dialog-id">{orderId}</p>
            <TextAreaField
              id={`${id}-reason`}
              label={t('orderDialogReason')}
              rows={3}
              autoFocus
              {...reason.field}
            />
            <div className="actions">
              <SubmitButton pending={reason.busy} className={words.tone === 'danger' ? 'danger' : undefined}>
                {words.confirm}
              </SubmitButton>
              <button type="button" className="secondary" onClick={() => setOpen(false)}>
                {words.keep}
              </button>
            </div>
          </form>
        ) : null}
      </dialog>
    </>
  );
}
