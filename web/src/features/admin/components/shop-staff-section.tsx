import { zodResolver } from '@hookform/resolvers/zod';
import { shopStaffInputSchema } from '@dropwise/domain/shops/shop-staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { ColumnHeads } from '@/components/column-heads';
import { formFields, PhoneField, SubmitButton } from '@/components/form';
import { TitledSection } from '@/components/titled-section';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { useAuth } from '@/lib/firebase/instances';
import { useLoad } from '@/lib/firebase/use-load';
import { localizeFieldMessage } from '@/lib/i18n/field-message';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { addShopStaff, listShopStaff, removeShopStaff } from '@/features/admin/api/shop-staff';

type StaffInput = z.input<typeof shopStaffInputSchema>;
type StaffOutput = z.output<typeof shopStaffInputSchema>;

/**
 * The people who book for a shop: each by the phone they sign in with at /shop, with Remove (their
 * sessions end at once), and a phone number to add. A number on another shop's staff is refused
 * by the server, and said by the field.
 */
export function ShopStaffSection({ shopId, active }: { shopId: string; active: boolean }) {
  const t = useT('admin');
  const format = useFormat();
  const auth = useAuth();
  const [busy, setBusy] = useState<string | null>(null);
  const staff = useLoad(() => listShopStaff(auth, shopId), [auth, shopId]);
  const form = useForm<StaffInput, unknown, StaffOutput>({
    resolver: zodResolver(shopStaffInputSchema),
    defaultValues: { phone: '' },
  });
  const field = formFields(form);

  const add = form.handleSubmit(async ({ phone }) => {
    try {
      await addShopStaff(auth, shopId, phone);
      toast.success(t('shopStaffAdded', { phone }));
      form.reset({ phone: '' });
      staff.reload();
    } catch (error) {
      const message =
        error instanceof ApiError && error.fields.phone
          ? localizeFieldMessage(error.fields.phone)
          : errorMessage(error);
      form.setError('phone', { type: 'server', message });
    }
  });

  const remove = async (uid: string, phone: string) => {
    setBusy(uid);
    try {
      await removeShopStaff(auth, shopId, uid);
      toast.success(t('shopStaffRemoved', { phone }));
      staff.reload();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const members = staff.data ?? [];
  const heads = [t('recordsPhone'), t('shopStaffSince'), t('recordsAction')];
  return (
    <TitledSection title={t('shopStaffTitle')}>
      <p>{t('shopStaffIntro')}</p>
      {staff.loading && !staff.data ? <p role="status">{t('shopStaffLoading')}</p> : null}
      {staff.error ? <p role="alert">{errorMessage(staff.error)}</p> : null}
      {staff.data && members.length === 0 ? <p>{t('shopStaffNone')}</p> : null}
      {members.length > 0 ? (
        <table className="stack-table" aria-label={t('shopStaffTitle')}>
          <ColumnHeads labels={heads} />
          <tbody>
            {members.map((member) => (
              <tr key={member.uid}>
                <td data-label={heads[0]}>{member.phone}</td>
                <td data-label={heads[1]}>{member.addedAt ? format.dateTime(member.addedAt) : ''}</td>
                <td data-label={heads[2]}>
                  <button
                    type="button"
                    className="secondary"
                    disabled={busy === member.uid}
                    aria-label={t('shopStaffRemoveName', { phone: member.phone })}
                    onClick={() => void remove(member.uid, member.phone)}
                  >
                    {t('shopStaffRemove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <form onSubmit={(event) => void add(event)} noValidate className="inline-form">
        <PhoneField
          id="shop-staff-phone"
          label={t('shopStaffPhone')}
          autoComplete="off"
          {...field('phone')}
        />
        <SubmitButton pending={form.formState.isSubmitting} disabled={!active}>
          {t('shopStaffAdd')}
        </SubmitButton>
      </form>
    </TitledSection>
  );
}
