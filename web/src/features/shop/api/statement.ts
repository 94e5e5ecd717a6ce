import * as shopApi from '@dropwise/domain/api/shop';
import type { ShopStatementRow } from '@dropwise/domain/shops/shop-statement';
import type { Auth } from 'firebase/auth';
import { request, requestFile } from '@/lib/api/request';
import { saveBlob } from '@/lib/files/save-blob';

export type { ShopStatementRow };

/** India days, `YYYY-MM-DD`, at most 92 of them. */
export interface StatementRange {
  from: string;
  to: string;
}

/** The shop's money day by day (`GET /api/shop/statement`): the staff member's own shop. */
export async function loadStatement(auth: Auth, range: StatementRange): Promise<ShopStatementRow[]> {
  return (await request(shopApi.shopStatement, { auth, query: range })).data;
}

/** The same days as the server's CSV file, saved by the browser. */
export async function downloadStatement(auth: Auth, range: StatementRange): Promise<void> {
  const { blob, fileName } = await requestFile(shopApi.shopStatement, {
    auth,
    query: { ...range, format: 'csv' },
  });
  saveBlob(blob, fileName ?? `shop-statement-${range.from}-to-${range.to}.csv`);
}
