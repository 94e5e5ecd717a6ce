import {
  type DepositRecorded,
  listCash,
  recordDeposit as recordDepositEndpoint,
} from '@dropwise/domain/api/admin';
import type { CashDayRow, CashDeposit } from '@dropwise/domain/money';
import type { Auth } from 'firebase/auth';
import { request, requestFile } from '@/lib/api/request';
import { saveBlob } from '@/lib/files/save-blob';

export type { CashDayRow, CashDeposit, DepositRecorded };

/** The cash screen's filters: a range of India days (`YYYY-MM-DD`), and a rider or shop if chosen. */
export interface CashFilters {
  from: string;
  to: string;
  riderId?: string;
  shopId?: string;
}

const cashQuery = (filters: CashFilters, format?: 'csv') => ({
  from: filters.from,
  to: filters.to,
  riderId: filters.riderId,
  shopId: filters.shopId,
  format,
});

/** GET /api/admin/cash: one row per rider per India day that had an entry. */
export async function loadCashDays(auth: Auth, filters: CashFilters): Promise<CashDayRow[]> {
  return (await request(listCash, { auth, query: cashQuery(filters) })).data;
}

/** The same rows as the server's CSV file, saved by the browser. */
export async function downloadCashCsv(auth: Auth, filters: CashFilters): Promise<void> {
  const { blob, fileName } = await requestFile(listCash, { auth, query: cashQuery(filters, 'csv') });
  saveBlob(blob, fileName ?? `dropwise-cash-${filters.from}-${filters.to}.csv`);
}

/** POST /api/admin/riders/:riderId/deposits: cash a rider handed in (at most what they hold). */
export async function recordDeposit(
  auth: Auth,
  riderId: string,
  deposit: CashDeposit,
): Promise<DepositRecorded> {
  return (await request(recordDepositEndpoint, { auth, params: { riderId }, body: deposit })).data;
}
