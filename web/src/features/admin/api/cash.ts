import type { CashDayRow, CashDeposit } from '@dropwise/domain/money';
import type { Auth } from 'firebase/auth';
import { type DataAnswer, request, requestFile } from '@/lib/api/request';
import { saveBlob } from '@/lib/files/save-blob';

export type { CashDayRow, CashDeposit };

/** The cash screen's filters: a range of India days (`YYYY-MM-DD`), and a rider or shop if chosen. */
export interface CashFilters {
  from: string;
  to: string;
  riderId?: string;
  shopId?: string;
}

function cashQuery(filters: CashFilters, format?: 'csv'): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.riderId) params.set('riderId', filters.riderId);
  if (filters.shopId) params.set('shopId', filters.shopId);
  if (format) params.set('format', format);
  return `/api/admin/cash?${params.toString()}`;
}

/** GET /api/admin/cash: one row per rider per India day that had an entry. */
export async function loadCashDays(auth: Auth, filters: CashFilters): Promise<CashDayRow[]> {
  return (await request<DataAnswer<CashDayRow[]>>('GET', cashQuery(filters), { auth })).data;
}

/** The same rows as the server's CSV file, saved by the browser. */
export async function downloadCashCsv(auth: Auth, filters: CashFilters): Promise<void> {
  const { blob, fileName } = await requestFile(cashQuery(filters, 'csv'), { auth });
  saveBlob(blob, fileName ?? `dropwise-cash-${filters.from}-${filters.to}.csv`);
}

export interface DepositRecorded {
  entryId: string;
  /** What the rider holds after the deposit. */
  outstandingPaise: number;
}

/** POST /api/admin/riders/:riderId/deposits: cash a rider handed in (at most what they hold). */
export async function recordDeposit(
  auth: Auth,
  riderId: string,
  deposit: CashDeposit,
): Promise<DepositRecorded> {
  const path = `/api/admin/riders/${encodeURIComponent(riderId)}/deposits`;
  return (await request<DataAnswer<DepositRecorded>>('POST', path, { auth, body: deposit })).data;
}
