import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import type { RulesFirestore } from './rules-env';
import { ORDERS } from '@dropwise/domain/collections';

/** What a rider reads of an order they carry: the order (its history on it) and their orders by riderId. */
export function riderOrderReads(
  db: RulesFirestore,
  riderUid: string,
  orderId: string,
): Array<Promise<unknown>> {
  return [
    getDoc(doc(db, `${ORDERS}/${orderId}`)),
    getDocs(query(collection(db, ORDERS), where('riderId', '==', riderUid))),
  ];
}
