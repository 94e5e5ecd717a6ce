import { FEE_PAYERS } from '@dropwise/domain/shops/shop-booking';
import type { UseFormReturn } from 'react-hook-form';
import { FieldError, formFields, TextField } from '@/components/form';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import type { ShopBookingForm, ShopBookingFormInput } from './shop-booking-schema';

const payerWords: Record<
  (typeof FEE_PAYERS)[number],
  { title: MessageKey<'shop'>; note: MessageKey<'shop'> }
> = {
  shop: { title: 'feeShop', note: 'feeShopNote' },
  receiver: { title: 'feeReceiver', note: 'feeReceiverNote' },
};

/** The two money questions: the goods' price for the rider to collect, and who pays the fee. */
export function ShopMoneyFields({
  form,
}: {
  form: UseFormReturn<ShopBookingFormInput, unknown, ShopBookingForm>;
}) {
  const t = useT('shop');
  const field = formFields(form);
  const payerError = form.formState.errors.feePaidBy?.message;
  return (
    <fieldset className="place-fields shop-money">
      <legend>{t('moneyLegend')}</legend>
      <TextField
        id="shop-cod"
        label={t('codLabel')}
        hint={t('codHint')}
        inputMode="decimal"
        autoComplete="off"
        {...field('cod')}
      />
      <fieldset className="choice-list" aria-describedby={payerError ? 'shop-fee-payer-error' : undefined}>
        <legend>{t('feeLegend')}</legend>
        {FEE_PAYERS.map((payer) => (
          <label key={payer} className="choice">
            <input type="radio" value={payer} {...form.register('feePaidBy')} />
            <span className="choice-title">{t(payerWords[payer].title)}</span>
            <span className="choice-note">{t(payerWords[payer].note)}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id="shop-fee-payer-error" message={payerError} />
    </fieldset>
  );
}
