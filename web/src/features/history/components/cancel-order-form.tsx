import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { useForm } from 'react-hook-form';
import { useAuth } from 'reactfire';
import { SubmitButton, TextAreaField } from '../../../components/form';
import { ApiError } from '../../../lib/api/api-error';
import { applyServerErrors } from '../../../lib/api/apply-server-errors';
import { cancelOrder, type CancelOrderInput, cancelOrderSchema } from '../api/cancel-order';

/** Cancel with a reason; shown only while the order may still be cancelled. */
export function CancelOrderForm({ orderId, what }: { orderId: string; what: string }) {
  const auth = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CancelOrderInput>({ resolver: zodResolver(cancelOrderSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async (input) => {
    try {
      await cancelOrder(auth, orderId, input);
      toast.success(`Your ${what} is cancelled.`);
    } catch (error) {
      if (applyServerErrors(error, setError, ['reason'])) return;
      setError('reason', { message: error instanceof ApiError ? error.message : 'Please try again.' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="card cancel-form">
      <h2>Cancel this {what}</h2>
      <TextAreaField
        id="cancel-reason"
        label="Reason for cancelling"
        rows={2}
        maxLength={320}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Cancelling..." className="danger">
        {`Cancel ${what}`}
      </SubmitButton>
    </form>
  );
}
