import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { errorMessage } from '../../../lib/api/api-error';
import { linkRiderToShop } from '../api/link-rider-to-shop';
import type { RiderRecord } from '../api/rider-records';
import type { ShopRecord } from '../api/shop-records';
import { unlinkRiderFromShop } from '../api/unlink-rider-from-shop';
import { useRiderPages } from '../api/use-rider-pages';
import { RiderSearch } from '../components/rider-search';
import { CursorPager } from '../components/pager';
import { fieldColumns, statusColumn } from '../components/record-columns';
import { RecordTable } from '../components/record-table';
import { shopPage } from '../components/shop-gate';
import { TitledSection } from '../../../components/titled-section';

/** /admin/shopwithrider/:shopId: the riders linked to a shop; link and unlink riders. */
export default shopPage('Shop riders', ShopRiders);

function ShopRiders({ record }: { record: ShopRecord }) {
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
        <strong>{record.name}</strong>, {record.city} {record.active ? '' : '(deactivated)'} ·{' '}
        <Link to={`/admin/shop/${shopId}`}>Shop details</Link>
      </p>
      <TitledSection title="Linked riders">
        <RecordTable
          list={linked}
          loadingLabel="Loading riders..."
          emptyLabel="No riders are linked to this shop yet."
          columns={[
            ...fieldColumns<RiderRecord>({ Name: 'name', Phone: 'phone', Vehicle: 'vehicleType' }),
            statusColumn('Inactive'),
            {
              label: 'Action',
              cell: (rider) => (
                <button
                  type="button"
                  className="secondary"
                  disabled={busy === rider.id}
                  aria-label={`Unlink ${rider.name}`}
                  onClick={() =>
                    void run(
                      rider.id,
                      () => unlinkRiderFromShop(auth, shopId, rider.id),
                      `${rider.name} unlinked`,
                    )
                  }
                >
                  Unlink
                </button>
              ),
            },
          ]}
        />
        <CursorPager label="Linked riders" pages={linked} />
      </TitledSection>
      <TitledSection title="Link a rider">
        <RiderSearch label="Find riders" value={search} onSearch={setSearch} />
        <RecordTable
          list={{ rows: candidates.rows.filter((rider) => rider.shopId !== shopId) }}
          columns={[
            ...fieldColumns<RiderRecord>({ Name: 'name' }),
            { label: 'Current shop', cell: (rider) => rider.shopId ?? 'none' },
            statusColumn('Inactive'),
            {
              label: 'Action',
              cell: (rider) => (
                <button
                  type="button"
                  disabled={busy === rider.id || !record.active}
                  aria-label={`Link ${rider.name}`}
                  onClick={() =>
                    void run(rider.id, () => linkRiderToShop(auth, shopId, rider.id), `${rider.name} linked`)
                  }
                >
                  Link
                </button>
              ),
            },
          ]}
        />
        <CursorPager label="Riders to link" pages={candidates} />
      </TitledSection>
    </>
  );
}
