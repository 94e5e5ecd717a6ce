import { riderOffersPath } from '@dropwise/domain/collections';
import { collection, type QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { offerOrder, type ShownOffer, toRiderOffer } from '@/features/rider/lib/offer-record';

export interface OffersState {
  status: 'off' | 'loading' | 'error' | 'success';
  /** Soonest to end first. */
  offers: ShownOffer[];
}

const readOffers = (snapshot: QuerySnapshot): ShownOffer[] =>
  snapshot.docs
    .map((offer) => toRiderOffer(offer.id, offer.data()))
    .filter((offer): offer is ShownOffer => offer !== null)
    .sort(offerOrder);

/**
 * The rider's open offers (`riders/{uid}/offers`), live, while `onDuty`: nobody offers an order
 * to a rider off duty, so there is nothing to listen for then.
 */
export function useOffers(riderId: string, onDuty: boolean): OffersState {
  const db = useFirestore();
  const live = useLive(onDuty ? collection(db, riderOffersPath(riderId)) : null, readOffers);
  return { status: live.status, offers: live.status === 'success' ? live.data : [] };
}
