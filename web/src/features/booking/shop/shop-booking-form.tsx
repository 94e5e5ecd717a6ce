import { zodResolver } from '@hookform/resolvers/zod';
import { PARCEL_SIZE_BANDS } from '@dropwise/domain/fares';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  FieldError,
  FormError,
  formFields,
  PhoneField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@/components/form';
import { useAuth } from '@/lib/firebase/instances';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useT } from '@/lib/i18n/use-t';
import { type StaffShop, bookShopOrder } from '@/features/booking/api/shop-booking';
import { usePlaceFinder } from '@/features/booking/components/place-finder';
import { makeRequestId } from '@/lib/orders/request-id';
import { bookingProblem, type ShopBooked, showServerFields } from './shop-booking-answer';
import {
  emptyShopBooking,
  type ShopBookingForm as CheckedForm,
  type ShopBookingFormInput,
  shopBookingFormSchema,
  shopBookingRequest,
  shopQuoteRequest,
} from './shop-booking-schema';
import { ShopBookedPanel } from './shop-booked-panel';
import { ShopDropOffField } from './shop-drop-off-field';
import { ShopFarePreview } from './shop-fare-preview';
import { ShopMoneyFields } from './shop-money-fields';

/**
 * One delivery for the shop's customer, on one screen: the pickup is the shop (shown, not asked),
 * then the receiver, the drop-off, the parcel, the money and the fare. The request id is made once
 * per delivery and kept until it is booked, so a double tap or a retry books it once.
 */
export function ShopBookingForm({ shop }: { shop: StaffShop }) {
  const t = useT('shop');
  const booking = useT('booking');
  const labels = useDomainLabels();
  const auth = useAuth();
  const finder = usePlaceFinder();
  const schema = useMemo(() => shopBookingFormSchema(t('codInvalid')), [t]);
  const form = useForm<ShopBookingFormInput, unknown, CheckedForm>({
    resolver: zodResolver(schema),
    defaultValues: emptyShopBooking,
  });
  const field = formFields(form);
  const { errors, isSubmitted, isSubmitting } = form.formState;
  const requestId = useRef('');
  const inFlight = useRef(false);
  const [booked, setBooked] = useState<ShopBooked | null>(null);
  const [problem, setProblem] = useState<string>();
  const values = form.watch();

  const submit = form.handleSubmit(async (checked) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(undefined);
    requestId.current ||= makeRequestId();
    try {
      setBooked(await bookShopOrder(auth, shopBookingRequest(checked, requestId.current)));
      requestId.current = '';
      form.reset(emptyShopBooking);
    } catch (error) {
      if (!showServerFields(error, form.setError)) setProblem(bookingProblem(error, t));
    } finally {
      inFlight.current = false;
    }
  });

  if (booked) return <ShopBookedPanel booked={booked} onAnother={() => setBooked(null)} />;

  return (
    <form className="shop-booking" onSubmit={(event) => void submit(event)} noValidate>
      <section className="card shop-pickup" aria-label={t('pickupFromShop')}>
        <h2>{t('pickupFromShop')}</h2>
        <p>
          <strong>{shop.name}</strong>
          <br />
          {t('shopAddress', { address: shop.address, city: shop.city })}
        </p>
      </section>
      <fieldset className="place-fields">
        <legend>{t('receiverLegend')}</legend>
        <TextField
          id="shop-receiver-name"
          label={t('receiverName')}
          maxLength={80}
          autoComplete="off"
          {...field('receiverName')}
        />
        <PhoneField
          id="shop-receiver-phone"
          label={t('receiverPhone')}
          autoComplete="off"
          {...field('receiverPhone')}
        />
      </fieldset>
      <ShopDropOffField
        value={{ ...emptyShopBooking.dropOff, ...values.dropOff }}
        near={shop.coordinates}
        finder={finder}
        error={errors.dropOff?.address?.message ?? errors.dropOff?.message}
        onChange={(place) =>
          form.setValue('dropOff', place, { shouldValidate: isSubmitted, shouldDirty: true })
        }
      />
      <fieldset className="choice-list" aria-describedby={errors.sizeBand ? 'shop-size-error' : undefined}>
        <legend>{booking('parcelSizeLegend')}</legend>
        {PARCEL_SIZE_BANDS.map((band) => (
          <label key={band} className="choice">
            <input type="radio" value={band} {...form.register('sizeBand')} />
            <span className="choice-title">{labels.parcelSize(band)}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id="shop-size-error" message={errors.sizeBand?.message} />
      <TextAreaField
        id="shop-note"
        label={t('noteLabel')}
        hint={t('noteHint')}
        maxLength={300}
        rows={2}
        {...field('note')}
      />
      <TextField
        id="shop-reference"
        label={t('referenceLabel')}
        hint={t('referenceHint')}
        maxLength={40}
        autoComplete="off"
        {...field('reference')}
      />
      <ShopMoneyFields form={form} />
      <ShopFarePreview quote={shopQuoteRequest(values)} />
      <FormError>{problem}</FormError>
      <SubmitButton pending={isSubmitting} pendingLabel={t('booking')}>
        {t('bookButton')}
      </SubmitButton>
    </form>
  );
}
