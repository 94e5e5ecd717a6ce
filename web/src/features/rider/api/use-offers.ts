import { collection, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { offerOrder, type ShownOffer, toRiderOffer } from '@/features/rider/lib/offer-record';
import { OFFERS, RIDERS } from '@dropwise/domain/collections';

const RETRY_DELAY_MS = 1000;

export interface OffersState {
  status: 'off' | 'loading' | 'error' | 'success';
  /** Soonest to end first. */
  offers: ShownOffer[];
}

const OFF: OffersState = { status: 'off', offers: [] };

/**
 * The rider's open offers (`riders/{uid}/offers`), live, while `onDuty`: nobody offers an order
 * to a rider off duty, so there is nothing to listen for then. A listener refused right after
 * sign-in (the new token can reach Firestore a moment late) is tried once more.
 */
export function useOffers(riderId: string, onDuty: boolean): OffersState {
  const db = useFirestore();
  const [state, setState] = useState<OffersState>(OFF);

  useEffect(() => {
    if (!onDuty) {
      setState(OFF);
      return;
    }
    let unsubscribe = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    const listen = (attemptsLeft: number) => {
      unsubscribe = onSnapshot(
        collection(db, RIDERS, riderId, OFFERS),
        (snapshot) =>
          setState({
            status: 'success',
            offers: snapshot.docs
              .map((offer) => toRiderOffer(offer.id, offer.data()))
              .filter((offer): offer is ShownOffer => offer !== null)
              .sort(offerOrder),
          }),
        () => {
          if (attemptsLeft > 0) retry = setTimeout(() => listen(attemptsLeft - 1), RETRY_DELAY_MS);
          else setState({ status: 'error', offers: [] });
        },
      );
    };
    setState({ status: 'loading', offers: [] });
    listen(1);
    return () => {
      clearTimeout(retry);
      unsubscribe();
    };
  }, [db, riderId, onDuty]);

  return onDuty ? state : OFF;
}
