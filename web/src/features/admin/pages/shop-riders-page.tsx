import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import { shopPath } from '@dropwise/domain/page-paths';
import { errorMessage } from '@/lib/api/api-error';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { linkRiderToShop } from '@/features/admin/api/link-rider-to-shop';
import type { RiderRecord } from '@/features/admin/api/rider-records';
import type { ShopRecord } from '@/features/admin/api/shop-records';
import { unlinkRiderFromShop } from '@/features/admin/api/unlink-rider-from-shop';
import { useRiderPages } from '@/features/admin/api/use-rider-pages';
import { useActiveShops } from '@/features/admin/api/use-choices';
import { shopNameOf } from '@/features/admin/lib/shop-name';
import { RiderSearch } from '@/features/admin/components/rider-search';
import { PagedRecordTable } from '@/features/admin/components/paged-record-table';
import { Pager } from '@/features/admin/components/pager';
import { fieldColumns, recordColumns, statusColumn } from '@/features/admin/components/record-columns';
import { type Column, RecordTable } from '@/features/admin/components/record-table';
import { shopPage } from '@/features/admin/components/shop-gate';
import { TitledSection } from '@/components/titled-section';
import { ShopPayoutSection } from '@/features/admin/components/shop-payout-section';
import { ShopStaffSection } from '@/features/admin/components/shop-staff-section';

/**
 * /admin/shopwithrider/:shopId: the shop's people and money: its staff (add by phone, remove),
 * what is due to it and its payouts, and the riders linked to it (link and unlink).
 */
export default shopPage('shopRidersTitle', ShopRiders);

function ShopRiders({ record }: { record: ShopRecord }) {
  const t = useT('admin');
  const shopId = record.id;
  const auth = useAuth();
  const [version, setVersion] = useState(0);
  const linked = useRiderPages({ shopId }, version);
  const [search, setSearch] = useState('');
  const candidates = useRiderPages({ search }, version, 10);
  const [busy, setBusy] = useState<string | null>(null);
  const shops = useActiveShops();

  const run = async (riderId: string, action: () => Promise<void>, done: string) => {
    setBusy(riderId);
    try {
      await action();
      toast.success(done);
      setVersion((value) => value + 1);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  /** A column with one button per rider, which links or unlinks that rider and says so. */
  const riderActionColumn = (
    words: Record<'button' | 'named' | 'done', MessageKey<'admin'>>,
    send: (riderId: string) => Promise<void>,
    { className, blocked = false }: { className?: string; blocked?: boolean },
  ): Column<RiderRecord> => ({
    label: t('recordsAction'),
    cell: (rider) => (
      <button
        type="button"
        className={className}
        disabled={busy === rider.id || blocked}
        aria-label={t(words.named, { name: rider.name })}
        onClick={() => void run(rider.id, () => send(rider.id), t(words.done, { name: rider.name }))}
      >
        {t(words.button)}
      </button>
    ),
  });

  return (
    <>
      <p>
        {t.rich('shopRidersSummary', {
          name: record.name,
          city: record.city,
          active: String(record.active),
          strong: (chunks) => <strong>{chunks}</strong>,
          link: (chunks) => <Link to={shopPath(shopId)}>{chunks}</Link>,
        })}
      </p>
      <ShopStaffSection shopId={shopId} active={record.active} />
      <ShopPayoutSection shopId={shopId} />
      <TitledSection title={t('shopRidersLinked')}>
        <PagedRecordTable
          pages={linked}
          label={t('shopRidersLinked')}
          loadingLabel={t('ridersLoading')}
          emptyLabel={t('shopRidersNoneLinked')}
          columns={recordColumns<RiderRecord>(t, {
            fields: { name: t('recordsName'), phone: t('recordsPhone'), vehicleType: t('recordsVehicle') },
            inactive: t('recordsInactive'),
            actions: riderActionColumn(
              { button: 'shopRidersUnlink', named: 'shopRidersUnlinkName', done: 'shopRidersUnlinked' },
              (riderId) => unlinkRiderFromShop(auth, shopId, riderId),
              { className: 'secondary' },
            ),
          })}
        />
      </TitledSection>
      <TitledSection title={t('shopRidersLinkTitle')}>
        <RiderSearch label={t('shopRidersFind')} value={search} onSearch={setSearch} />
        <RecordTable
          label={t('shopRidersLinkTitle')}
          list={{ rows: candidates.rows.filter((rider) => rider.shopId !== shopId) }}
          columns={[
            ...fieldColumns<RiderRecord>({ name: t('recordsName') }),
            {
              label: t('shopRidersCurrentShop'),
              cell: (rider) => shopNameOf(shops, rider.shopId, t('ridersNoShop')),
            },
            statusColumn(t, t('recordsInactive')),
            riderActionColumn(
              { button: 'shopRidersLink', named: 'shopRidersLinkName', done: 'shopRidersLinkedToast' },
              (riderId) => linkRiderToShop(auth, shopId, riderId),
              { blocked: !record.active },
            ),
          ]}
        />
        <Pager label={t('shopRidersToLink')} pages={candidates} />
      </TitledSection>
    </>
  );
}
