import { useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/firebase/instances';
import { errorMessage } from '@/lib/api/api-error';
import { useT } from '@/lib/i18n/use-t';
import type { RiderRecord } from '@/features/admin/api/rider-records';
import { setRiderActive } from '@/features/admin/api/set-rider-active';
import { useActiveShops } from '@/features/admin/api/use-choices';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { RiderForm } from '@/features/admin/components/rider-form';
import { RiderList } from '@/features/admin/components/rider-list';
import { usePapersColumn } from '@/features/admin/safety/papers-link-column';

/** /admin/ridermanage: create rider accounts, edit riders, activate and deactivate them, open their papers. */
export default function RiderManagePage() {
  const t = useT('admin');
  const auth = useAuth();
  const shops = useActiveShops();
  const [version, setVersion] = useState(0);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<RiderRecord | null>(null);
  const reload = () => setVersion((value) => value + 1);
  const papers = usePapersColumn((rider: RiderRecord) => rider);

  const toggleActive = async (rider: RiderRecord) => {
    try {
      const released = await setRiderActive(auth, rider.id, !rider.active);
      toast.success(
        rider.active
          ? t('ridersDeactivated', {
              name: rider.name,
              returned: released.returnedOrders.length,
              pickedUp: released.pickedUpOrders.length,
            })
          : t('ridersActivated', { name: rider.name }),
      );
      reload();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const saved = () => {
    setEditing(null);
    reload();
  };

  return (
    <AdminLayout title={t('ridersTitle')}>
      {editing ? (
        <RiderForm
          key={editing.id}
          rider={editing}
          shops={shops}
          onDone={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <RiderForm shops={shops} onDone={saved} />
      )}
      <RiderList
        search={search}
        onSearch={setSearch}
        version={version}
        shops={shops}
        onEdit={setEditing}
        onToggleActive={(rider) => void toggleActive(rider)}
        extraColumns={[papers]}
      />
    </AdminLayout>
  );
}
