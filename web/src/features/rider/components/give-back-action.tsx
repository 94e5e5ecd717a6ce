import {
  CANCEL_REASON_TEXT,
  type CancelReasonCode,
  RIDER_VALID_REASONS,
} from '@dropwise/domain/cancellation-fee';
import type { CancellationTerms } from '@dropwise/domain/cancellation-terms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FeeNotice } from '@/components/cancellation/fee-notice';
import {
  chosenReason,
  NO_REASON_YET,
  OTHER_REASON,
  type ReasonChoice,
  reasonChoiceSchema,
} from '@/components/cancellation/reason-choice';
import { ReasonChoices } from '@/components/cancellation/reason-choices';
import { useT } from '@/lib/i18n/use-t';
import type { OrderView } from '@/lib/orders/order-view';
import { useCancellationFee } from '@/lib/orders/use-cancellation-fee';
import './give-back.css';
import { hidden } from './hidden-words';

/**
 * "Give back" on an assigned job not yet picked up: the valid reasons, the rule, and what giving
 * it back now costs, then confirm. The order goes back to the board for another rider.
 */
export function GiveBackAction({
  order,
  label,
  terms,
  onConfirm,
}: {
  order: OrderView;
  /** The button's words, in the rider's language. */
  label: string;
  terms: CancellationTerms;
  /** Resolves once the step is sent or queued; rejects when it was refused (already said). */
  onConfirm: (reason: string) => Promise<void>;
}) {
  const t = useT('rider');
  const common = useT('common');
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button
        type="button"
        className="danger"
        aria-label={common('reasonOpen', { action: label, subject: t('orderSubject', { id: order.id }) })}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <GiveBackForm order={order} terms={terms} onConfirm={onConfirm} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

function GiveBackForm({
  order,
  terms,
  onConfirm,
  onClose,
}: {
  order: OrderView;
  terms: CancellationTerms;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT('cancellation');
  const common = useT('common');
  const schema = useMemo(
    () =>
      reasonChoiceSchema(RIDER_VALID_REASONS, {
        choose: t('chooseReason'),
        missing: common('reasonMissing'),
      }),
    [t, common],
  );
  const form = useForm<ReasonChoice>({ resolver: zodResolver(schema), defaultValues: NO_REASON_YET });
  const { handleSubmit, watch, formState } = form;
  const fee = useCancellationFee(order, 'rider', chosenReason(watch()), { terms });

  const submit = handleSubmit(async (values) => {
    // A listed reason goes in its words, as the order's history keeps it.
    const reason =
      values.choice === OTHER_REASON
        ? chosenReason(values)
        : CANCEL_REASON_TEXT[values.choice as CancelReasonCode];
    try {
      await onConfirm(reason);
      onClose();
    } catch {
      // The screen has said why in a toast; the form stays for another try.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="give-back">
      <ReasonChoices
        id={`give-back-${order.id}`}
        legend={t('riderLegend')}
        codes={RIDER_VALID_REASONS}
        otherLabel={t('riderOther')}
        form={form}
      />
      <FeeNotice side="rider" terms={terms} fee={fee} />
      <div className="actions">
        <button type="submit" className="danger" disabled={formState.isSubmitting}>
          {t.rich('giveBackConfirm', { id: order.id, hidden })}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          {t('giveBackKeep')}
        </button>
      </div>
    </form>
  );
}
