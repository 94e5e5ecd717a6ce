import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { ORDERS, PRIVATE } from '@dropwise/domain/collections';

const anyText = () => true;

/**
 * One text field of an order's customer-only document `orders/{id}/private/{document}`, live,
 * when `accepts` it (a function made once, not each render); null while it loads, when it is missing or refused, or when not `enabled`.
 */
export function usePrivateOrderField(
  orderId: string,
  enabled: boolean,
  document: string,
  field: string,
  accepts: (value: string) => boolean = anyText,
): string | null {
  const db = useFirestore();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    setText(null);
    if (!enabled) return;
    return onSnapshot(
      doc(db, ORDERS, orderId, PRIVATE, document),
      (snapshot) => {
        const value: unknown = snapshot.get(field);
        setText(typeof value === 'string' && accepts(value) ? value : null);
      },
      () => setText(null),
    );
  }, [db, orderId, enabled, document, field, accepts]);
  return text;
}
