import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import type { RulesFirestore } from './rules-env';
import { ORDERS, orderHistoryPath } from '@dropwise/domain/collections';

/** What a rider reads of an order they carry: the order, their orders by riderId, its history. */
export function riderOrderReads(
  db: RulesFirestore,
  riderUid: string,
  orderId: string,
): Array<Promise<unknown>> {
  return [
    getDoc(doc(db, `${ORDERS}/${orderId}`)),
    getDocs(query(collection(db, ORDERS), where('riderId', '==', riderUid))),
    getDocs(collection(db, orderHistoryPath(orderId))),
  ];
}
