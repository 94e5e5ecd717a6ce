import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from 'firebase/auth';
import toast from 'react-hot-toast';
import { useForm } from 'react-hook-form';
import { OrderApiError } from '../../booking/api/call-order-api';
import { FieldError } from '../../booking/components/field-error';
import { cancelOrder, type CancelOrderInput, cancelOrderSchema } from '../api/cancel-order';

/** Cancel with a reason; shown only while the order may still be cancelled. */
export function CancelOrderForm({ user, orderId, what }: { user: User; orderId: string; what: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CancelOrderInput>({ resolver: zodResolver(cancelOrderSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async (input) => {
    try {
      await cancelOrder(user, orderId, input);
      toast.success(`Your ${what} is cancelled.`);
    } catch (error) {
      setError('reason', {
        message:
          error instanceof OrderApiError ? (error.fields.reason ?? error.message) : 'Please try again.',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="card cancel-form">
      <h2>Cancel this {what}</h2>
      <div className="field">
        <label htmlFor="cancel-reason">Reason for cancelling</label>
        <textarea
          id="cancel-reason"
          rows={2}
          maxLength={320}
          aria-invalid={errors.reason ? 'true' : 'false'}
          aria-describedby={errors.reason ? 'cancel-reason-error' : undefined}
          {...register('reason')}
        />
        <FieldError id="cancel-reason-error" message={errors.reason?.message} />
      </div>
      <button type="submit" className="danger" disabled={isSubmitting}>
        {isSubmitting ? 'Cancelling...' : `Cancel ${what}`}
      </button>
    </form>
  );
}
