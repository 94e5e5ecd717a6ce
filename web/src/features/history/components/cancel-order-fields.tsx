import { type CancellationFee, CUSTOMER_CANCEL_REASONS } from '@dropwise/domain/cancellation-fee';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FeeNotice } from '@/components/cancellation/fee-notice';
import {
  chosenReason,
  NO_REASON_YET,
  OTHER_REASON,
  type ReasonChoice,
  reasonChoiceSchema,
} from '@/components/cancellation/reason-choice';
import { ReasonChoices } from '@/components/cancellation/reason-choices';
import { FormError, SubmitButton } from '@/components/form';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { localizeFieldMessage } from '@/lib/i18n/field-message';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import type { OrderView } from '@/lib/orders/order-view';
import { type FeeCircumstances, useCancellationFee } from '@/lib/orders/use-cancellation-fee';

const WORDS = {
  ride: { heading: 'cancelRideHeading', button: 'cancelRide' },
  parcel: { heading: 'cancelParcelHeading', button: 'cancelParcel' },
} as const;

/**
 * Cancel with a reason, knowing first what it costs: the reasons to choose from, the rules, and
 * what cancelling now costs for this order with that reason. The toast says what the server charged.
 */
export function CancelOrderFields({
  order,
  circumstances,
  send,
}: {
  order: OrderView;
  circumstances: FeeCircumstances;
  send: (reason: string) => Promise<CancellationFee>;
}) {
  const t = useT('history');
  const words = useT('cancellation');
  const common = useT('common');
  const paise = usePaise();
  const schema = useMemo(
    () =>
      reasonChoiceSchema(CUSTOMER_CANCEL_REASONS, {
        choose: words('chooseReason'),
        missing: common('reasonMissing'),
      }),
    [words, common],
  );
  const form = useForm<ReasonChoice>({ resolver: zodResolver(schema), defaultValues: NO_REASON_YET });
  const [failure, setFailure] = useState<string>();
  const { handleSubmit, setError, watch, formState } = form;
  const fee = useCancellationFee(order, 'customer', chosenReason(watch()), circumstances);
  const { terms } = circumstances;
  const graceEndsAt = order.assignment
    ? new Date(order.assignment.at.getTime() + terms.graceMinutes * 60_000)
    : null;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const charged = await send(chosenReason(values));
      toast.success(
        charged.amountPaise > 0
          ? words('cancelledWithFee', { kind: order.kind, amount: paise(charged.amountPaise) })
          : words('cancelledFree', { kind: order.kind }),
      );
    } catch (error) {
      // The server names the reason; it is said by the field the customer filled in.
      const said = error instanceof ApiError ? error.fields.reason : undefined;
      if (said) {
        setError(values.choice === OTHER_REASON ? 'other' : 'choice', {
          type: 'server',
          message: localizeFieldMessage(said),
        });
        return;
      }
      setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="card cancel-form">
      <h2>{t(WORDS[order.kind].heading)}</h2>
      <ReasonChoices
        id="cancel-reason"
        legend={words('customerLegend')}
        codes={CUSTOMER_CANCEL_REASONS}
        otherLabel={words('customerOther')}
        form={form}
      />
      <FeeNotice side="customer" terms={terms} fee={fee} graceEndsAt={graceEndsAt} />
      <FormError>{failure}</FormError>
      <SubmitButton pending={formState.isSubmitting} pendingLabel={t('cancelling')} className="danger">
        {t(WORDS[order.kind].button)}
      </SubmitButton>
    </form>
  );
}
