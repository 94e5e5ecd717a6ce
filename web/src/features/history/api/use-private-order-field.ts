import { orderPrivatePath } from '@dropwise/domain/collections';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';

const anyText = () => true;

/**
 * One text field of an order's customer-only document `orders/{id}/private/{document}`, live,
 * when `accepts` it; null while it loads, when it is missing or refused, or when not `enabled`.
 */
export function usePrivateOrderField(
  orderId: string,
  enabled: boolean,
  document: string,
  field: string,
  accepts: (value: string) => boolean = anyText,
): string | null {
  const db = useFirestore();
  const live = useLive(enabled ? doc(db, orderPrivatePath(orderId), document) : null, (snapshot) => {
    const value: unknown = snapshot.get(field);
    return typeof value === 'string' && accepts(value) ? value : null;
  });
  return live.status === 'success' ? live.data : null;
}
