import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { shopPath } from '@domain/page-paths';
import { errorMessage } from '../../../lib/api/api-error';
import { useT } from '../../../lib/i18n/use-t';
import { linkRiderToShop } from '../api/link-rider-to-shop';
import type { RiderRecord } from '../api/rider-records';
import type { ShopRecord } from '../api/shop-records';
import { unlinkRiderFromShop } from '../api/unlink-rider-from-shop';
import { useRiderPages } from '../api/use-rider-pages';
import { RiderSearch } from '../components/rider-search';
import { Pager } from '../components/pager';
import { fieldColumns, statusColumn } from '../components/record-columns';
import { RecordTable } from '../components/record-table';
import { shopPage } from '../components/shop-gate';
import { TitledSection } from '../../../components/titled-section';

/** /admin/shopwithrider/:shopId: the riders linked to a shop; link and unlink riders. */
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
      <TitledSection title={t('shopRidersLinked')}>
        <RecordTable
          list={linked}
          loadingLabel={t('ridersLoading')}
          emptyLabel={t('shopRidersNoneLinked')}
          columns={[
            ...fieldColumns<RiderRecord>({
              name: t('recordsName'),
              phone: t('recordsPhone'),
              vehicleType: t('recordsVehicle'),
            }),
            statusColumn(t, t('recordsInactive')),
            {
              label: t('recordsAction'),
              cell: (rider) => (
                <button
                  type="button"
                  className="secondary"
                  disabled={busy === rider.id}
                  aria-label={t('shopRidersUnlinkName', { name: rider.name })}
                  onClick={() =>
                    void run(
                      rider.id,
                      () => unlinkRiderFromShop(auth, shopId, rider.id),
                      t('shopRidersUnlinked', { name: rider.name }),
                    )
                  }
                >
                  {t('shopRidersUnlink')}
                </button>
              ),
            },
          ]}
        />
        <Pager label={t('shopRidersLinked')} pages={linked} />
      </TitledSection>
      <TitledSection title={t('shopRidersLinkTitle')}>
        <RiderSearch label={t('shopRidersFind')} value={search} onSearch={setSearch} />
        <RecordTable
          list={{ rows: candidates.rows.filter((rider) => rider.shopId !== shopId) }}
          columns={[
            ...fieldColumns<RiderRecord>({ name: t('recordsName') }),
            { label: t('shopRidersCurrentShop'), cell: (rider) => rider.shopId ?? t('ridersNoShop') },
            statusColumn(t, t('recordsInactive')),
            {
              label: t('recordsAction'),
              cell: (rider) => (
                <button
                  type="button"
                  disabled={busy === rider.id || !record.active}
                  aria-label={t('shopRidersLinkName', { name: rider.name })}
                  onClick={() =>
                    void run(
                      rider.id,
                      () => linkRiderToShop(auth, shopId, rider.id),
                      t('shopRidersLinkedToast', { name: rider.name }),
                    )
                  }
                >
                  {t('shopRidersLink')}
                </button>
              ),
            },
          ]}
        />
        <Pager label={t('shopRidersToLink')} pages={candidates} />
      </TitledSection>
    </>
  );
}
