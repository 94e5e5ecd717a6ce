import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { makeRequestId } from '@/lib/orders/request-id';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormError, formFields, SubmitButton, TextField } from '@/components/form';
import { TitledSection } from '@/components/titled-section';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { useAuth } from '@/lib/firebase/instances';
import { localizeFieldMessage } from '@/lib/i18n/field-message';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import { parseRupees } from '@/lib/money/rupees';
import { recordShopPayout } from '@/features/admin/api/shop-staff';
import { useShopBalance } from '@/features/admin/api/use-shop-balance';
import { DescriptionRow } from '@/components/description-row';
import './shop-money.css';

type PayoutValues = { amount: string; note: string };

/**
 * What is due to a shop, live (goods cash its riders collected, less the fees it was billed and
 * the payouts made), and the payout an admin records when the shop is paid. Only the server knows
 * the balance for certain: it refuses more than is due, and its words go by the amount.
 */
export function ShopPayoutSection({ shopId }: { shopId: string }) {
  const t = useT('admin');
  const paise = usePaise();
  const auth = useAuth();
  const balance = useShopBalance(shopId);
  const schema = useMemo(
    () =>
      z.object({
        amount: z.string().transform((typed, ctx) => {
          const amountPaise = parseRupees(typed);
          if (amountPaise === null || amountPaise <= 0) {
            ctx.addIssue({ code: z.ZodIssueCode.custom, message: t('shopPayoutAmountInvalid') });
            return z.NEVER;
          }
          return amountPaise;
        }),
        note: z.string().trim().max(200, t('shopPayoutNoteTooLong')),
      }),
    [t],
  );
  const form = useForm<PayoutValues, unknown, { amount: number; note: string }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', note: '' },
  });
  const field = formFields(form);
  // One id per payout until it is recorded: a second press or a retry records it once.
  const requestId = useRef('');

  const pay = form.handleSubmit(async ({ amount, note }) => {
    try {
      requestId.current ||= makeRequestId();
      const recorded = await recordShopPayout(auth, shopId, {
        amountPaise: amount,
        requestId: requestId.current,
        ...(note ? { note } : {}),
      });
      requestId.current = '';
      toast.success(
        t('shopPayoutRecorded', { amount: paise(amount), balance: paise(recorded.balancePaise) }),
      );
      form.reset({ amount: '', note: '' });
    } catch (error) {
      // A refused amount is a new payout once changed; a lost answer goes again with the same id.
      if (error instanceof ApiError && error.status > 0 && error.status < 500) requestId.current = '';
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.amountPaise) form.setError('amount', { message: localizeFieldMessage(fields.amountPaise) });
      else if (fields.note) form.setError('note', { message: localizeFieldMessage(fields.note) });
      else form.setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <TitledSection title={t('shopMoneyTitle')}>
      {balance ? (
        <dl className="shop-balance">
          <DescriptionRow term={t('shopBalanceDue')}>
            <strong>{paise(balance.balancePaise)}</strong>
          </DescriptionRow>
          <DescriptionRow term={t('shopBalanceCod')}>{paise(balance.codCollectedPaise)}</DescriptionRow>
          <DescriptionRow term={t('shopBalanceFees')}>{paise(balance.feesBilledPaise)}</DescriptionRow>
          <DescriptionRow term={t('shopBalancePayouts')}>{paise(balance.payoutsPaise)}</DescriptionRow>
        </dl>
      ) : (
        <p role="status">{t('shopBalanceLoading')}</p>
      )}
      <form onSubmit={(event) => void pay(event)} noValidate aria-label={t('shopPayoutTitle')}>
        <h3>{t('shopPayoutTitle')}</h3>
        <TextField
          id="shop-payout-amount"
          label={t('shopPayoutAmount')}
          inputMode="decimal"
          autoComplete="off"
          {...field('amount')}
        />
        <TextField
          id="shop-payout-note"
          label={t('shopPayoutNote')}
          maxLength={200}
          autoComplete="off"
          {...field('note')}
        />
        <FormError>{form.formState.errors.root?.message}</FormError>
        <SubmitButton pending={form.formState.isSubmitting}>{t('shopPayoutRecord')}</SubmitButton>
      </form>
    </TitledSection>
  );
}
