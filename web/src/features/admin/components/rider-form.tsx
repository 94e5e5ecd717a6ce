import {
  RIDER_VEHICLE_TYPES,
  type RiderCreateInput,
  riderCreateSchema,
  riderUpdateSchema,
} from '@dropwise/domain/admin/rider';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/firebase/instances';
import { formFields, Options, PasswordField, SelectField, TextField } from '@/components/form';
import { errorMessage } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/api/apply-server-errors';
import { useT } from '@/lib/i18n/use-t';
import { createRider } from '@/features/admin/api/create-rider';
import type { RiderRecord } from '@/features/admin/api/rider-records';
import type { ShopRecord } from '@/features/admin/api/shop-records';
import { updateRider } from '@/features/admin/api/update-rider';
import { SaveOrCancel } from './save-or-cancel';
import { RecordSelect } from './record-select';

const emptyRider: RiderCreateInput = {
  name: '',
  phone: '',
  email: '',
  password: '',
  vehicleType: 'bike',
  shopId: '',
};
const createFields = ['name', 'phone', 'email', 'password', 'vehicleType', 'shopId'] as const;
const editFields = ['name', 'phone', 'vehicleType', 'shopId'] as const;

interface RiderFormProps {
  /** The rider to edit; without one the form creates a rider (with email and password). */
  rider?: RiderRecord;
  shops: ShopRecord[];
  onDone: () => void;
  onCancel?: () => void;
}

/** Create a rider account, or edit a rider's name, phone, vehicle and shop. */
export function RiderForm({ rider, shops, onDone, onCancel }: RiderFormProps) {
  const t = useT('admin');
  const auth = useAuth();
  const ids = rider ? 'edit-rider' : 'rider';
  const form = useForm<RiderCreateInput>({
    resolver: zodResolver((rider ? riderUpdateSchema : riderCreateSchema) as typeof riderCreateSchema),
    defaultValues: rider
      ? { name: rider.name, phone: rider.phone, vehicleType: rider.vehicleType, shopId: rider.shopId ?? '' }
      : emptyRider,
  });
  const field = formFields(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      if (rider) {
        await updateRider(auth, rider.id, values);
        toast.success(t('riderFormSaved', { name: rider.name }));
      } else {
        await createRider(auth, values);
        toast.success(t('riderFormCreated', { name: values.name }));
        form.reset(emptyRider);
      }
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, rider ? editFields : createFields);
      toast.error(errorMessage(error));
    }
  });

  return (
    <section aria-labelledby={`${ids}-form-heading`}>
      <h2 id={`${ids}-form-heading`}>
        {rider ? t('riderFormEditTitle', { email: rider.email }) : t('riderFormCreateTitle')}
      </h2>
      <form className="card" onSubmit={submit} noValidate>
        <div className="form-grid">
          <TextField id={`${ids}-name`} label={t('riderFormName')} {...field('name')} />
          <TextField id={`${ids}-phone`} label={t('riderFormPhone')} type="tel" {...field('phone')} />
          {rider ? null : (
            <>
              <TextField id="rider-email" label={t('riderFormEmail')} type="email" {...field('email')} />
              <PasswordField
                id="rider-password"
                label={t('riderFormPassword')}
                autoComplete="new-password"
                {...field('password')}
              />
            </>
          )}
          <SelectField id={`${ids}-vehicle`} label={t('riderFormVehicle')} {...field('vehicleType')}>
            <Options items={RIDER_VEHICLE_TYPES} />
          </SelectField>
          <RecordSelect
            id={`${ids}-shop`}
            label={t('riderFormShop')}
            emptyLabel={t('riderFormNoShop')}
            records={shops}
            {...field('shopId')}
          />
        </div>
        <SaveOrCancel pending={form.formState.isSubmitting} onCancel={onCancel}>
          {rider ? t('riderFormSave') : t('riderFormCreate')}
        </SaveOrCancel>
      </form>
    </section>
  );
}
