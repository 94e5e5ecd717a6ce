import type { Request, Response } from 'express';
import type * as ordersApi from '@dropwise/domain/api/orders';
import type * as adminApi from '@dropwise/domain/api/admin';
import { cashCollectionSchema, cashDepositSchema, cashQuerySchema } from '@dropwise/domain/money';
import { db } from '../../lib/firebase-admin.js';
import { cashDaysCsv, listCashDays } from '../../services/money/cash-days.js';
import { recordCashCollection, recordCashDeposit } from '../../services/money/record-cash.js';
import { caller } from '../request-caller.js';
import { sendCsv } from '../send-csv.js';
import { parseBody, parseParams, parseQuery } from '../parse-request.js';
import { NO_SUCH_ORDER, orderParams } from '../orders/order-params.js';
import { NO_SUCH_RIDER, riderParams } from './money-params.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/orders/:id/cash {amountPaise, note?}: the order's rider records the cash collected. */
export async function recordCashHandler(
  req: Request,
  res: ResponseOf<typeof ordersApi.recordCash>,
): Promise<void> {
  const input = parseBody(cashCollectionSchema, req);
  const { id } = parseParams(orderParams, req, NO_SUCH_ORDER);
  res.status(201).json({ success: true, data: await recordCashCollection(db, caller(res).uid, id, input) });
}

/** POST /api/admin/riders/:riderId/deposits {amountPaise, note}: cash a rider handed in. */
export async function recordDepositHandler(
  req: Request,
  res: ResponseOf<typeof adminApi.recordDeposit>,
): Promise<void> {
  const input = parseBody(cashDepositSchema, req);
  const { riderId } = parseParams(riderParams, req, NO_SUCH_RIDER);
  res.status(201).json({ success: true, data: await recordCashDeposit(db, caller(res).uid, riderId, input) });
}

/** GET /api/admin/cash?from&to&riderId&shopId&format: each rider's days, as JSON or CSV. */
export async function listCashHandler(req: Request, res: Response): Promise<void> {
  const { format, ...query } = parseQuery(cashQuerySchema, req);
  const rows = await listCashDays(db, query);
  if (format !== 'csv') {
    res.json({ success: true, data: rows });
    return;
  }
  sendCsv(res, `cash-${query.from}-to-${query.to}.csv`, cashDaysCsv(rows));
}
