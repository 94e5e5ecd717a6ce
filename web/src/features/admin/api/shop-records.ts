import { searchKey } from '@dropwise/domain/admin/shop';
import {
  doc,
  type DocumentSnapshot,
  type Firestore,
  getDoc,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { translate } from '@/lib/i18n/i18n-store';
import { count, flag, readRecord, text } from '@/lib/firebase/read-record';
import { buildQuery } from '@/lib/firebase/build-query';
import type { CsvExport } from '@/features/admin/lib/download-csv';
import { SHOPS } from '@dropwise/domain/collections';

export interface ShopRecord {
  id: string;
  name: string;
  phone: string;
  address: string;
  city: string;
  active: boolean;
  riderCount: number;
}

const shopFields = { name: text, phone: text, address: text, city: text, active: flag, riderCount: count };

export function toShopRecord(snapshot: DocumentSnapshot): ShopRecord {
  return readRecord(snapshot, shopFields);
}

/** One shop, read once (for its edit form); a missing shop is an error with a message to show. */
export async function loadShop(db: Firestore, shopId: string): Promise<ShopRecord> {
  const snapshot = await getDoc(shopRef(db, shopId));
  if (!snapshot.exists()) throw new Error(translate('admin', 'shopMissingError'));
  return toShopRecord(snapshot);
}

export interface ShopFilters {
  search: string;
  activeOnly: boolean;
}

/** The shops list: all or active only, by name, optionally only names starting with the search. */
export function shopsQuery(
  db: Firestore,
  filters: ShopFilters,
  page?: { size: number; after?: QueryDocumentSnapshot },
) {
  const prefix = searchKey(filters.search) || undefined;
  return filters.activeOnly
    ? buildQuery(db, 'shops:active', { equals: { active: true }, prefix }, page)
    : buildQuery(db, 'shops:all', { prefix }, page);
}

export function shopRef(db: Firestore, shopId: string) {
  return doc(db, SHOPS, shopId);
}

/** The shops list's CSV export. */
export const shopsCsv: CsvExport<ShopRecord> = {
  fileName: 'dropwise-shops.csv',
  headers: ['csvId', 'csvName', 'csvPhone', 'csvAddress', 'csvCity', 'csvActive', 'csvRiders'],
  fields: ['id', 'name', 'phone', 'address', 'city', 'active', 'riderCount'],
};
