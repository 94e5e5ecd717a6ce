import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { RIDERS } from '@dropwise/domain/collections';

/** The rider's duty switch as the server holds it (`riders/{uid}.onDuty`), live; null while loading. */
export function useDutyState(riderId: string): boolean | null {
  const db = useFirestore();
  const [onDuty, setOnDuty] = useState<boolean | null>(null);
  useEffect(
    () =>
      onSnapshot(
        doc(db, RIDERS, riderId),
        (snapshot) => setOnDuty(snapshot.get('onDuty') === true),
        () => setOnDuty(false),
      ),
    [db, riderId],
  );
  return onDuty;
}
