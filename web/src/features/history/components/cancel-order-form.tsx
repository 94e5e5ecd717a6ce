import type { OrderKind } from '@dropwise/domain/booking';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { useForm } from 'react-hook-form';
import { useAuth } from '@/lib/firebase/instances';
import { SubmitButton, TextAreaField } from '@/components/form';
import { ApiError } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/api/apply-server-errors';
import { useT } from '@/lib/i18n/use-t';
import { cancelOrder, type CancelOrderInput, cancelOrderSchema } from '@/features/history/api/cancel-order';

const WORDS = {
  ride: { heading: 'cancelRideHeading', button: 'cancelRide', done: 'rideCancelled' },
  parcel: { heading: 'cancelParcelHeading', button: 'cancelParcel', done: 'parcelCancelled' },
} as const;

/** Cancel with a reason; shown only while the order may still be cancelled. */
export function CancelOrderForm({ orderId, kind }: { orderId: string; kind: OrderKind }) {
  const auth = useAuth();
  const t = useT('history');
  const words = WORDS[kind];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CancelOrderInput>({ resolver: zodResolver(cancelOrderSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async (input) => {
    try {
      await cancelOrder(auth, orderId, input);
      toast.success(t(words.done));
    } catch (error) {
      if (applyServerErrors(error, setError, ['reason'])) return;
      setError('reason', { message: error instanceof ApiError ? error.message : t('tryAgain') });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="card cancel-form">
      <h2>{t(words.heading)}</h2>
      <TextAreaField
        id="cancel-reason"
        label={t('cancelReason')}
        rows={2}
        maxLength={320}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t('cancelling')} className="danger">
        {t(words.button)}
      </SubmitButton>
    </form>
  );
}
