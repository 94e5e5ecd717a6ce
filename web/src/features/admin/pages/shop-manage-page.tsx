import { shopInputSchema } from '@dropwise/domain/admin/shop';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { useAuth, useFirestore } from '@/lib/firebase/instances';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/api/apply-server-errors';
import { useT } from '@/lib/i18n/use-t';
import { firestorePageReader } from '@/lib/firebase/firestore-page-reader';
import { useCursorPages } from '@/lib/firebase/use-cursor-pages';
import { createShop } from '@/features/admin/api/create-shop';
import { setShopActive } from '@/features/admin/api/set-shop-active';
import {
  type ShopRecord,
  shopsCsv,
  loadShop,
  shopsQuery,
  toShopRecord,
} from '@/features/admin/api/shop-records';
import { updateShop } from '@/features/admin/api/update-shop';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { PagedRecordTable } from '@/features/admin/components/paged-record-table';
import { editAndToggleColumn, recordColumns } from '@/features/admin/components/record-columns';
import { SaveOrCancel } from '@/features/admin/components/save-or-cancel';
import { formFields, TextField } from '@/components/form';
import { TitledSection } from '@/components/titled-section';

type ShopForm = z.input<typeof shopInputSchema>;
const emptyShop: ShopForm = { name: '', phone: '', address: '', city: '' };
const shopFields = ['name', 'phone', 'address', 'city'] as const;

/** /admin/shopmanage: create shops, edit them (`?shopId=`), deactivate and reactivate them. */
export default function ShopManagePage() {
  const t = useT('admin');
  const db = useFirestore();
  const auth = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const editingId = searchParams.get('shopId');
  const [version, setVersion] = useState(0);
  const form = useForm<ShopForm, unknown, z.output<typeof shopInputSchema>>({
    resolver: zodResolver(shopInputSchema),
    defaultValues: emptyShop,
  });
  const field = formFields(form);
  const pages = useCursorPages(
    `manage:${version}`,
    firestorePageReader((page) => shopsQuery(db, { search: '', activeOnly: false }, page), toShopRecord),
  );

  const { reset } = form;
  useEffect(() => {
    if (!editingId) {
      reset(emptyShop);
      return;
    }
    loadShop(db, editingId)
      .then((shop) => {
        reset({ name: shop.name, phone: shop.phone, address: shop.address, city: shop.city });
      })
      .catch((error: unknown) => toast.error(errorMessage(error)));
  }, [db, editingId, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (editingId) {
        await updateShop(auth, editingId, values);
        toast.success(t('shopManageSaved'));
      } else {
        await createShop(auth, values);
        toast.success(t('shopManageCreated'));
      }
      setSearchParams({});
      form.reset(emptyShop);
      setVersion((value) => value + 1);
    } catch (error) {
      applyServerErrors(error, form.setError, shopFields);
      toast.error(errorMessage(error));
    }
  });

  const toggleActive = async (shop: ShopRecord) => {
    try {
      await setShopActive(auth, shop.id, !shop.active);
      toast.success(t(shop.active ? 'shopManageDeactivated' : 'shopManageActivated', { name: shop.name }));
      setVersion((value) => value + 1);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <AdminLayout title={t('shopManageTitle')}>
      <TitledSection title={editingId ? t('shopEdit') : t('shopManageCreateTitle')}>
        <form className="card" onSubmit={submit} noValidate>
          <div className="form-grid">
            <TextField id="shop-name" label={t('shopManageName')} {...field('name')} />
            <TextField id="shop-phone" label={t('recordsPhone')} type="tel" {...field('phone')} />
            <TextField id="shop-address" label={t('shopAddress')} {...field('address')} />
            <TextField id="shop-city" label={t('recordsCity')} {...field('city')} />
          </div>
          <SaveOrCancel
            pending={form.formState.isSubmitting}
            onCancel={editingId ? () => setSearchParams({}) : undefined}
          >
            {editingId ? t('shopManageSave') : t('shopManageCreate')}
          </SaveOrCancel>
        </form>
      </TitledSection>
      <TitledSection title={t('shopManageAll')}>
        <PagedRecordTable
          pages={pages}
          label={t('shopsPager')}
          loadingLabel={t('shopsLoading')}
          csv={shopsCsv}
          columns={recordColumns<ShopRecord>(t, {
            fields: { name: t('recordsName'), city: t('recordsCity'), phone: t('recordsPhone') },
            inactive: t('recordsDeactivated'),
            actions: editAndToggleColumn<ShopRecord>(
              t,
              (shop) => setSearchParams({ shopId: shop.id }),
              (shop) => void toggleActive(shop),
            ),
          })}
        />
      </TitledSection>
    </AdminLayout>
  );
}
