import { REASON_MAX_LENGTH } from '@dropwise/domain/order-lifecycle';
import { reasonSchema } from '@dropwise/domain/order-change-requests';
import { type ChangeEvent, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error';
import { useT } from '@/lib/i18n/use-t';

/**
 * The reason an order is cancelled or failed with, checked by the rule the server applies
 * (`reasonSchema`) and sent trimmed. A refusal from `onConfirm` is shown on the field, so the
 * person can try again. `submit` resolves true once the reason was accepted (and clears it).
 */
export function useReason(onConfirm: (reason: string) => Promise<void>) {
  const t = useT('common');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = reasonSchema.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t('reasonMissing'));
      return false;
    }
    setBusy(true);
    try {
      await onConfirm(checked.data);
      setReason('');
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    submit,
    clearError: () => setError(null),
    /** The props of the reason's text field. */
    field: {
      value: reason,
      maxLength: REASON_MAX_LENGTH,
      error: error ?? undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setReason(event.target.value);
        setError(null);
      },
    },
  };
}
