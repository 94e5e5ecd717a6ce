import { RIDER_VEHICLE_TYPES, riderCreateSchema, riderUpdateSchema } from '@domain/admin/rider';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useAuth, useFirestore } from 'reactfire';
import type { z } from 'zod';
import { errorMessage } from '../api/call-api';
import { createRider } from '../api/create-rider';
import {
  type RiderRecord,
  riderCsvHeaders,
  riderCsvRow,
  ridersQuery,
  toRiderRecord,
} from '../api/rider-records';
import { setRiderActive } from '../api/set-rider-active';
import { updateRider } from '../api/update-rider';
import { AdminLayout } from '../components/admin-layout';
import { ActiveToggleButton } from '../components/active-toggle-button';
import { CursorPager } from '../components/pager';
import { ShopSelect, useActiveShops } from '../components/shop-select';
import { SelectField, TextField } from '../components/text-field';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { applyServerErrors } from '../lib/apply-server-errors';
import { downloadCsv } from '../lib/download-csv';

type CreateForm = z.input<typeof riderCreateSchema>;
const emptyRider: CreateForm = {
  name: '',
  phone: '',
  email: '',
  password: '',
  vehicleType: 'bike',
  shopId: '',
};

/** /admin/ridermanage: create rider accounts, edit riders, activate and deactivate them. */
export default function RiderManagePage() {
  const db = useFirestore();
  const auth = useAuth();
  const shops = useActiveShops();
  const [version, setVersion] = useState(0);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<RiderRecord | null>(null);
  const pages = useCursorPages<RiderRecord>(
    `riders:${search}:${version}`,
    (page) => ridersQuery(db, { search }, page),
    toRiderRecord,
  );
  const shopName = (id: string | null) => (id ? (shops.find((shop) => shop.id === id)?.name ?? id) : 'none');

  const toggleActive = async (rider: RiderRecord) => {
    try {
      await setRiderActive(auth, rider.id, !rider.active);
      toast.success(rider.active ? `${rider.name} deactivated` : `${rider.name} activated`);
      setVersion((value) => value + 1);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const saved = () => {
    setEditing(null);
    setVersion((value) => value + 1);
  };

  return (
    <AdminLayout title="Riders">
      {editing ? (
        <EditRiderForm
          key={editing.id}
          rider={editing}
          shops={shops}
          onDone={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <CreateRiderForm shops={shops} onDone={saved} />
      )}
      <section aria-labelledby="rider-list-heading">
        <h2 id="rider-list-heading">All riders</h2>
        <div className="field">
          <label htmlFor="rider-list-search">Search riders</label>
          <input
            id="rider-list-search"
            type="search"
            value={search}
            maxLength={80}
            placeholder="Start of the rider's name"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {pages.status === 'loading' ? <p role="status">Loading riders...</p> : null}
        {pages.error ? <p role="alert">{pages.error}</p> : null}
        <div className="table-scroll">
          <table className="stack-table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Phone</th>
                <th>Email</th>
                <th>Vehicle</th>
                <th>Shop</th>
                <th>Status</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {pages.rows.map((rider) => (
                <tr key={rider.id}>
                  <td data-label="Name">{rider.name}</td>
                  <td data-label="Phone">{rider.phone}</td>
                  <td data-label="Email">{rider.email}</td>
                  <td data-label="Vehicle">{rider.vehicleType}</td>
                  <td data-label="Shop">{shopName(rider.shopId)}</td>
                  <td data-label="Status">{rider.active ? 'Active' : 'Inactive'}</td>
                  <td data-label="Actions" className="actions">
                    <button
                      type="button"
                      className="secondary"
                      aria-label={`Edit ${rider.name}`}
                      onClick={() => setEditing(rider)}
                    >
                      Edit
                    </button>
                    <ActiveToggleButton
                      name={rider.name}
                      active={rider.active}
                      onToggle={() => void toggleActive(rider)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <CursorPager
          label="Riders"
          pages={pages}
          onExport={() => downloadCsv('dropwise-riders.csv', riderCsvHeaders, pages.rows.map(riderCsvRow))}
        />
      </section>
    </AdminLayout>
  );
}

function VehicleOptions() {
  return (
    <>
      {RIDER_VEHICLE_TYPES.map((type) => (
        <option key={type} value={type}>
          {type}
        </option>
      ))}
    </>
  );
}

function CreateRiderForm({
  shops,
  onDone,
}: {
  shops: ReturnType<typeof useActiveShops>;
  onDone: () => void;
}) {
  const auth = useAuth();
  const form = useForm<CreateForm, unknown, z.output<typeof riderCreateSchema>>({
    resolver: zodResolver(riderCreateSchema),
    defaultValues: emptyRider,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await createRider(auth, values);
      toast.success(`Rider ${values.name} created`);
      form.reset(emptyRider);
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, Object.keys(emptyRider));
    }
  });
  return (
    <section aria-labelledby="rider-create-heading">
      <h2 id="rider-create-heading">Create a rider</h2>
      <form className="card" onSubmit={submit} noValidate>
        <div className="form-grid">
          <TextField id="rider-name" label="Name" error={errors.name?.message} {...form.register('name')} />
          <TextField
            id="rider-phone"
            label="Phone"
            type="tel"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            id="rider-email"
            label="Email"
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            id="rider-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <SelectField
            id="rider-vehicle"
            label="Vehicle type"
            error={errors.vehicleType?.message}
            {...form.register('vehicleType')}
          >
            <VehicleOptions />
          </SelectField>
          <ShopSelect
            id="rider-shop"
            label="Shop"
            emptyLabel="No shop"
            shops={shops}
            error={errors.shopId?.message}
            {...form.register('shopId')}
          />
        </div>
        <button type="submit" disabled={isSubmitting}>
          Create rider
        </button>
      </form>
    </section>
  );
}

type EditForm = z.input<typeof riderUpdateSchema>;

function EditRiderForm({
  rider,
  shops,
  onDone,
  onCancel,
}: {
  rider: RiderRecord;
  shops: ReturnType<typeof useActiveShops>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const auth = useAuth();
  const form = useForm<EditForm, unknown, z.output<typeof riderUpdateSchema>>({
    resolver: zodResolver(riderUpdateSchema),
    defaultValues: {
      name: rider.name,
      phone: rider.phone,
      vehicleType: rider.vehicleType,
      shopId: rider.shopId ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await updateRider(auth, rider.id, values);
      toast.success(`Rider ${rider.name} saved`);
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, ['name', 'phone', 'vehicleType', 'shopId']);
    }
  });
  return (
    <section aria-labelledby="rider-edit-heading">
      <h2 id="rider-edit-heading">Edit rider {rider.email}</h2>
      <form className="card" onSubmit={submit} noValidate>
        <div className="form-grid">
          <TextField
            id="edit-rider-name"
            label="Name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            id="edit-rider-phone"
            label="Phone"
            type="tel"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <SelectField
            id="edit-rider-vehicle"
            label="Vehicle type"
            error={errors.vehicleType?.message}
            {...form.register('vehicleType')}
          >
            <VehicleOptions />
          </SelectField>
          <ShopSelect
            id="edit-rider-shop"
            label="Shop"
            emptyLabel="No shop"
            shops={shops}
            error={errors.shopId?.message}
            {...form.register('shopId')}
          />
        </div>
        <div className="actions">
          <button type="submit" disabled={isSubmitting}>
            Save rider
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel edit
          </button>
        </div>
      </form>
    </section>
  );
}
