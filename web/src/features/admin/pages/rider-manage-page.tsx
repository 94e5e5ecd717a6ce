import { useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from 'reactfire';
import { errorMessage } from '../../../lib/api/api-error';
import type { RiderRecord } from '../api/rider-records';
import { type RiderOrdersReleased, setRiderActive } from '../api/set-rider-active';
import { useActiveShops } from '../api/use-choices';
import { AdminLayout } from '../components/admin-layout';
import { RiderForm } from '../components/rider-form';
import { RiderList } from '../components/rider-list';

/** /admin/ridermanage: create rider accounts, edit riders, activate and deactivate them. */
export default function RiderManagePage() {
  const auth = useAuth();
  const shops = useActiveShops();
  const [version, setVersion] = useState(0);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<RiderRecord | null>(null);
  const reload = () => setVersion((value) => value + 1);

  const toggleActive = async (rider: RiderRecord) => {
    try {
      const released = await setRiderActive(auth, rider.id, !rider.active);
      toast.success(rider.active ? deactivatedMessage(rider.name, released) : `${rider.name} activated`);
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
    <AdminLayout title="Riders">
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
      />
    </AdminLayout>
  );
}

function deactivatedMessage(name: string, released: RiderOrdersReleased): string {
  const count = (n: number) => (n === 1 ? '1 order' : `${n} orders`);
  const parts = [`${name} deactivated`];
  if (released.returnedOrders.length > 0) {
    parts.push(`${count(released.returnedOrders.length)} back on the dispatch board`);
  }
  if (released.pickedUpOrders.length > 0) {
    parts.push(`${count(released.pickedUpOrders.length)} already picked up: settle them in Orders`);
  }
  return parts.join('; ');
}
