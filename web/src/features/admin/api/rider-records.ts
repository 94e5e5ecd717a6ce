import type { RiderVehicleType } from '@dropwise/domain/admin/rider';
import type { DocumentSnapshot, Firestore, QueryDocumentSnapshot } from 'firebase/firestore';
import { dateOrNull, flag, readRecord, text, textOrNull } from '@/lib/firebase/read-record';
import { buildQuery } from '@/lib/firebase/build-query';
import type { CsvExport } from '@/features/admin/lib/download-csv';

export interface RiderRecord {
  id: string;
  name: string;
  phone: string;
  email: string;
  vehicleType: RiderVehicleType;
  shopId: string | null;
  active: boolean;
  /** The duty switch as last set; "on duty" also needs a report in the last 10 minutes. */
  onDuty: boolean;
  dutyChangedAt: Date | null;
  /** The average of the rider's latest rated trips, kept by the functions; null before any rating. */
  rating: RiderRating | null;
}

export interface RiderRating {
  average: number;
  count: number;
}

function ratingOrNull(value: unknown): RiderRating | null {
  const { average, count } = (value ?? {}) as { average?: unknown; count?: unknown };
  if (typeof average !== 'number' || !Number.isFinite(average)) return null;
  if (typeof count !== 'number' || !(count > 0)) return null;
  return { average, count };
}

const vehicleType = (value: unknown) => (value ?? 'bike') as RiderVehicleType;
const riderFields = {
  name: text,
  phone: text,
  email: text,
  vehicleType,
  shopId: textOrNull,
  active: flag,
  onDuty: flag,
  dutyChangedAt: dateOrNull,
  rating: ratingOrNull,
};

export function toRiderRecord(snapshot: DocumentSnapshot): RiderRecord {
  return readRecord(snapshot, riderFields);
}

export interface RiderFilters {
  shopId?: string | null;
  activeOnly?: boolean;
  search?: string;
}

/** Riders by name; optionally one shop's riders, only active ones, or names starting with a search. */
export function ridersQuery(
  db: Firestore,
  filters: RiderFilters,
  page?: { size: number; after?: QueryDocumentSnapshot },
) {
  const prefix = filters.search?.trim().toLowerCase() || undefined;
  const equals: Record<string, unknown> = {};
  if (filters.shopId) equals.shopId = filters.shopId;
  if (filters.activeOnly) equals.active = true;
  const id =
    filters.shopId && filters.activeOnly
      ? 'riders:shop+active'
      : filters.shopId
        ? 'riders:shop'
        : filters.activeOnly
          ? 'riders:active'
          : 'riders:all';
  return buildQuery(db, id, { equals, prefix }, page);
}

/** The riders list's CSV export. */
export const ridersCsv: CsvExport<RiderRecord> = {
  fileName: 'dropwise-riders.csv',
  headers: ['csvId', 'csvName', 'csvPhone', 'csvEmail', 'csvVehicleType', 'csvShopId', 'csvActive'],
  fields: ['id', 'name', 'phone', 'email', 'vehicleType', 'shopId', 'active'],
};
