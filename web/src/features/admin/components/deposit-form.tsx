import { MAX_AMOUNT_PAISE } from '@dropwise/domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormError, SubmitButton, TextField } from '@/components/form';
import { RecordSelect } from './record-select';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { localizeFieldMessage } from '@/lib/i18n/field-message';
import { type Translate, useT } from '@/lib/i18n/use-t';
import type { CashDeposit, DepositRecorded } from '@/features/admin/api/cash';
import { type RiderCashState, useRiderCash } from '@/features/admin/api/use-rider-cash';
import { useCashAmount } from '@/features/admin/hooks/use-cash-amount';
import { parseRupees } from '@/lib/money/rupees';

const NOTE_MAX = 200;

type DepositValues = { riderId: string; amount: string; note: string };

/** The API names the amount in paise; the form takes rupees. */
const SERVER_FIELDS: Record<string, keyof DepositValues> = {
  riderId: 'riderId',
  amountPaise: 'amount',
  note: 'note',
};

/**
 * The form's rules, made afresh as what the rider holds becomes known: the amount is rupees with
 * at most two decimals, more than nothing, and at most what the rider holds when that is known
 * (the server refuses more in any case).
 */
function depositSchema(
  t: Translate<'admin'>,
  paise: (amount: number) => string,
  held: { name: string; paise: number } | null,
) {
  return z.object({
    riderId: z.string().min(1, t('cashDepositRiderRequired')),
    amount: z.string().transform((text, ctx) => {
      const refuse = (message: string) => {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      };
      if (!text.trim()) return refuse(t('cashDepositAmountRequired'));
      const amountPaise = parseRupees(text);
      if (amountPaise === null) return refuse(t('cashDepositAmountInvalid'));
      if (amountPaise <= 0) return refuse(t('cashDepositAmountZero'));
      if (amountPaise > MAX_AMOUNT_PAISE) {
        return refuse(t('cashDepositAmountMax', { max: paise(MAX_AMOUNT_PAISE) }));
      }
      if (held && amountPaise > held.paise) {
        return refuse(
          held.paise === 0
            ? t('cashDepositNothingHeld', { name: held.name })
            : t('cashDepositAmountTooMuch', { name: held.name, amount: paise(held.paise) }),
        );
      }
      return amountPaise;
    }),
    note: z
      .string()
      .trim()
      .max(NOTE_MAX, t('cashDepositNoteTooLong', { max: NOTE_MAX })),
  });
}

type DepositOutput = z.output<ReturnType<typeof depositSchema>>;

function holdingText(
  t: Translate<'admin'>,
  paise: (amount: number) => string,
  name: string,
  state: RiderCashState,
): string {
  switch (state.status) {
    case 'none':
      return t('cashDepositHoldsNone');
    case 'loading':
      return t('cashDepositHoldsLoading', { name });
    case 'error':
      return t('cashDepositHoldsUnknown', { name });
    case 'ready':
      return t('cashDepositHolds', { name, amount: paise(state.cash.cashInHandPaise) });
  }
}

/**
 * Records cash a rider handed in: the rider, the amount in rupees (sent as exact paise) and a
 * note. What the rider holds now is shown under the amount, live, and an amount above it is
 * refused next to the field before anything is sent.
 */
export function DepositForm({
  riders,
  deposit,
  onDeposited,
}: {
  riders: readonly { id: string; name: string }[];
  deposit: (riderId: string, body: CashDeposit) => Promise<DepositRecorded>;
  onDeposited: (riderId: string, recorded: DepositRecorded) => void;
}) {
  const t = useT('admin');
  const paise = useCashAmount();
  const [failure, setFailure] = useState<string | null>(null);
  const [riderId, setRiderId] = useState('');
  const name = riders.find((rider) => rider.id === riderId)?.name ?? riderId;
  const cash = useRiderCash(riderId || null);
  const heldPaise = cash.status === 'ready' ? cash.cash.cashInHandPaise : null;
  const resolver = useMemo(
    () => zodResolver(depositSchema(t, paise, heldPaise === null ? null : { name, paise: heldPaise })),
    [t, paise, name, heldPaise],
  );
  // react-hook-form takes the resolver of the latest render, so the rules follow what the rider holds.
  const form = useForm<DepositValues, unknown, DepositOutput>({
    resolver,
    defaultValues: { riderId: '', amount: '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ riderId: chosen, amount, note }) => {
    setFailure(null);
    try {
      const recorded = await deposit(chosen, { amountPaise: amount, ...(note ? { note } : {}) });
      toast.success(
        t('cashDepositRecorded', {
          amount: paise(amount),
          name,
          outstanding: paise(recorded.outstandingPaise),
        }),
      );
      form.reset({ riderId: chosen, amount: '', note: '' });
      onDeposited(chosen, recorded);
    } catch (error) {
      let shown = false;
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          const target = SERVER_FIELDS[field];
          if (!target) continue;
          form.setError(target, { type: 'server', message: localizeFieldMessage(message) });
          shown = true;
        }
      }
      if (!shown) setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="deposit-heading" className="card deposit-form">
      <h2 id="deposit-heading">{t('cashDepositHeading')}</h2>
      <div className="form-grid">
        <RecordSelect
          id="deposit-rider"
          label={t('cashDepositRider')}
          emptyLabel={t('cashDepositChooseRider')}
          records={riders}
          error={errors.riderId?.message}
          {...form.register('riderId', {
            onChange: (event: { target: { value: string } }) => setRiderId(event.target.value),
          })}
        />
        <TextField
          id="deposit-amount"
          label={t('cashDepositAmount')}
          inputMode="decimal"
          autoComplete="off"
          hint={<span aria-live="polite">{holdingText(t, paise, name, cash)}</span>}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          id="deposit-note"
          label={t('cashDepositNote')}
          maxLength={NOTE_MAX}
          error={errors.note?.message}
          {...form.register('note')}
        />
      </div>
      <FormError>{failure}</FormError>
      <SubmitButton pending={isSubmitting} pendingLabel={t('cashDepositSending')}>
        {t('cashDepositSubmit')}
      </SubmitButton>
    </form>
  );
}
