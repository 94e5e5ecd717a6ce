import type { Request, Response } from 'express';
import type * as shopApi from '@dropwise/domain/api/shop';
import { type CsvColumn, toCsv } from '@dropwise/domain/csv';
import { shopStatementQuerySchema, type ShopStatementRow } from '@dropwise/domain/shops/shop-statement';
import { logger } from 'firebase-functions';
import { ApiError } from '../../lib/api-error.js';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { startDispatch } from '../../services/dispatch/dispatch-step.js';
import { liveDispatchDeps } from '../../services/dispatch/live-dispatch-deps.js';
import { bookShopBatch } from '../../services/orders/shop-batch.js';
import { bookShopOrder, quoteShopOrder } from '../../services/orders/shop-bookings.js';
import { deleteShopStaffAccount } from '../../services/account/shop-staff.js';
import { shopStatement } from '../../services/money/shop-statement.js';
import { publicOrigin } from '../trip/public-origin.js';
import { parseQuery } from '../parse-request.js';
import { caller } from '../request-caller.js';
import { sendCsv } from '../send-csv.js';
import type { ResponseOf } from '../area-router.js';
import { callerShop, callerShopRecord } from './shop-gate.js';

/** New orders' dispatch starts before the answer, as a customer's booking's does. */
async function dispatch(ids: string[]): Promise<void> {
  for (const id of ids) {
    await startDispatch(db, id, liveDispatchDeps()).catch((error: unknown) =>
      logger.warn('dispatch: left to the minute sweep', { orderId: id, error: String(error) }),
    );
  }
}

/** GET /api/shop: the caller's shop. */
export async function myShopHandler(_req: Request, res: ResponseOf<typeof shopApi.myShop>): Promise<void> {
  const shop = callerShopRecord(res);
  const text = (field: string) => String(shop.get(field) ?? '');
  const coordinates = (shop.get('coordinates') as { lat: number; lng: number } | null | undefined) ?? null;
  res.json({
    success: true,
    data: {
      id: shop.id,
      name: text('name'),
      phone: text('phone'),
      address: text('address'),
      city: text('city'),
      coordinates,
    },
  });
}

export async function quoteShopOrderHandler(
  req: Request,
  res: ResponseOf<typeof shopApi.quoteShopOrder>,
): Promise<void> {
  res.json({ success: true, data: await quoteShopOrder(db, callerShopRecord(res), req.body) });
}

/** POST /api/shop/orders: 201 with the new order, 200 `duplicate: true` for a replay. */
export async function bookShopOrderHandler(
  req: Request,
  res: ResponseOf<typeof shopApi.bookShopOrder>,
): Promise<void> {
  const booked = await bookShopOrder(db, {
    shop: callerShopRecord(res),
    staffUid: caller(res).uid,
    body: req.body,
    origin: publicOrigin(req),
  });
  if (!booked.duplicate) await dispatch([booked.id]);
  res.status(booked.duplicate ? 200 : 201).json({
    success: true,
    id: booked.id,
    duplicate: booked.duplicate,
    data: { fare: booked.fare, collectPaise: booked.collectPaise },
  });
}

/** An upload's size: 200 rows of ten cells fit well under it. */
const MAX_CSV_BYTES = 256 * 1024;

function csvBody(req: Request): string {
  if (!req.is('text/csv')) {
    throw new ApiError(400, 'unsupported_media_type', 'Send the file as CSV (Content-Type: text/csv).');
  }
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  const text = raw ? raw.toString('utf8') : typeof req.body === 'string' ? req.body : '';
  if (Buffer.byteLength(text) > MAX_CSV_BYTES) {
    throw new ApiError(413, 'payload_too_large', 'The file is larger than 256 kB.');
  }
  return text;
}

/** POST /api/shop/orders/batch: a CSV of deliveries, all checked before any is booked. */
export async function bookShopBatchHandler(
  req: Request,
  res: ResponseOf<typeof shopApi.bookShopOrderBatch>,
): Promise<void> {
  const data = await bookShopBatch(db, {
    shop: callerShopRecord(res),
    staffUid: caller(res).uid,
    csv: csvBody(req),
    origin: publicOrigin(req),
  });
  await dispatch(data.created);
  res.status(201).json({ success: true, data });
}

const STATEMENT_COLUMNS: CsvColumn<ShopStatementRow>[] = [
  { header: 'date', value: (row) => row.date },
  { header: 'deliveries', value: (row) => row.deliveries },
  { header: 'codCollectedPaise', value: (row) => row.codCollectedPaise },
  { header: 'feesBilledPaise', value: (row) => row.feesBilledPaise },
  { header: 'payoutsPaise', value: (row) => row.payoutsPaise },
  { header: 'balancePaise', value: (row) => row.balancePaise },
];

/** GET /api/shop/statement: staff read their own shop's; an admin names the shop. */
export async function shopStatementHandler(req: Request, res: Response): Promise<void> {
  const { format, shopId: asked, from, to } = parseQuery(shopStatementQuerySchema, req);
  const isAdmin = caller(res).admin === true;
  if (isAdmin && !asked) throw ApiError.invalidFields({ shopId: 'Choose a shop.' });
  if (!isAdmin && asked && asked !== callerShop(res))
    throw new ApiError(404, 'not_found', 'There is no such shop.');
  const shopId = isAdmin ? asked! : callerShop(res);
  const rows = await shopStatement(db, { shopId, from, to });
  if (format === 'csv') sendCsv(res, `statement-${from}-to-${to}.csv`, toCsv(STATEMENT_COLUMNS, rows));
  else res.json({ success: true, data: rows });
}

/** DELETE /api/shop/account: a staff member deletes their own account. */
export async function deleteShopAccountHandler(
  _req: Request,
  res: ResponseOf<typeof shopApi.deleteShopAccount>,
): Promise<void> {
  await deleteShopStaffAccount(db, adminAuth, caller(res).uid);
  res.json({ success: true });
}
