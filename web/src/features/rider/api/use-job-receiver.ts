import { orderPrivatePath } from '@dropwise/domain/collections';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { textOrNull } from '@/lib/firebase/read-record';

/** `orders/{id}/private/receiver`: a shop's receiver, kept off the order itself. */
const RECEIVER_DOCUMENT = 'receiver';

/**
 * The receiver of a shop's parcel, live, while `open` (the rules let the rider on it read them
 * only while it is assigned or picked up); null before, after, or when refused.
 */
export function useJobReceiver(orderId: string, open: boolean): { name: string; phone: string } | null {
  const db = useFirestore();
  const live = useLive(open ? doc(db, orderPrivatePath(orderId), RECEIVER_DOCUMENT) : null, (snapshot) => {
    const name = textOrNull(snapshot.get('name'));
    const phone = textOrNull(snapshot.get('phone'));
    return name && phone ? { name, phone } : null;
  });
  return live.status === 'success' ? live.data : null;
}
