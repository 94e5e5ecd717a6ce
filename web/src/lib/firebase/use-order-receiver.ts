import { orderPrivatePath } from '@dropwise/domain/collections';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { textOrNull } from './read-record';
import { useLive } from './use-live';

/** `orders/{id}/private/receiver`: a shop's receiver, kept off the order itself. */
const RECEIVER_DOCUMENT = 'receiver';

export type OrderReceiver = { name: string; phone: string };

/**
 * The receiver of a shop's parcel, live, while `open` (the shop's staff read it always; the rules
 * let the rider on it read it only while it is assigned or picked up); null before it answers,
 * when closed, or when refused.
 */
export function useOrderReceiver(orderId: string, open = true): OrderReceiver | null {
  const db = useFirestore();
  const live = useLive(open ? doc(db, orderPrivatePath(orderId), RECEIVER_DOCUMENT) : null, (snapshot) => {
    const name = textOrNull(snapshot.get('name'));
    const phone = textOrNull(snapshot.get('phone'));
    return name && phone ? { name, phone } : null;
  });
  return live.status === 'success' ? live.data : null;
}
