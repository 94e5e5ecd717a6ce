import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

/**
 * The order's 4-digit handover code (`orders/{id}/private/handover`, readable by the order's
 * customer alone), live; null while it loads or when there is none (orders booked before codes).
 */
export function useHandoverCode(orderId: string, enabled: boolean): string | null {
  const db = useFirestore();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    setCode(null);
    if (!enabled) return;
    return onSnapshot(
      doc(db, 'orders', orderId, 'private', 'handover'),
      (snapshot) => {
        const value: unknown = snapshot.get('code');
        setCode(typeof value === 'string' && /^\d{4}$/.test(value) ? value : null);
      },
      () => setCode(null),
    );
  }, [db, orderId, enabled]);
  return code;
}
