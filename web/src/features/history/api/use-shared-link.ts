import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

/**
 * The order's tracking link while it is shared (`orders/{id}/private/share`, the customer's
 * alone), live, so the page shows it and Stop sharing after a reload too; null when not shared or
 * not readable.
 */
export function useSharedLink(orderId: string, enabled: boolean): string | null {
  const db = useFirestore();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!enabled) return;
    return onSnapshot(
      doc(db, 'orders', orderId, 'private', 'share'),
      (snapshot) => {
        const value: unknown = snapshot.get('url');
        setUrl(typeof value === 'string' ? value : null);
      },
      () => setUrl(null),
    );
  }, [db, orderId, enabled]);
  return url;
}
