import type { Request } from 'express';
import { z } from 'zod';
import type * as shopApi from '@dropwise/domain/api/shop';
import { documentIdSchema } from '@dropwise/domain/document-id';
import { shopStaffInputSchema } from '@dropwise/domain/shops/shop-staff';
import { shopPayoutSchema } from '@dropwise/domain/shops/shop-statement';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { addShopStaff, listShopStaff, removeShopStaff } from '../../services/account/shop-staff.js';
import { recordShopPayout } from '../../services/money/shop-payouts.js';
import { shopBalances } from '../../services/money/shop-statement.js';
import { NO_SUCH_RECORD, shopParams } from '../admin/admin-params.js';
import { parseBody, parseParams } from '../parse-request.js';
import { caller } from '../request-caller.js';
import type { ResponseOf } from '../area-router.js';

const staffParams = shopParams.extend({ uid: documentIdSchema });

export async function addShopStaffHandler(
  req: Request,
  res: ResponseOf<typeof shopApi.addShopStaff>,
): Promise<void> {
  const { shopId } = parseParams(shopParams, req, NO_SUCH_RECORD);
  const { phone } = parseBody(shopStaffInputSchema, req);
  const data = await addShopStaff(db, adminAuth, { shopId, phone, adminUid: caller(res).uid });
  res.status(201).json({ success: true, data });
}

export async function listShopStaffHandler(
  req: Request,
  res: ResponseOf<typeof shopApi.listShopStaff>,
): Promise<void> {
  const { shopId } = parseParams(shopParams, req, NO_SUCH_RECORD);
  res.json({ success: true, data: await listShopStaff(db, shopId) });
}

export async function removeShopStaffHandler(
  req: Request,
  res: ResponseOf<typeof shopApi.removeShopStaff>,
): Promise<void> {
  const { shopId, uid } = parseParams(staffParams, req, NO_SUCH_RECORD);
  await removeShopStaff(db, adminAuth, shopId, uid);
  res.json({ success: true, data: { uid } });
}

export async function recordShopPayoutHandler(
  req: Request,
  res: ResponseOf<typeof shopApi.recordShopPayout>,
): Promise<void> {
  const input = parseBody(shopPayoutSchema, req);
  const { shopId } = parseParams(shopParams, req, NO_SUCH_RECORD);
  const data = await recordShopPayout(db, {
    shopId,
    adminUid: caller(res).uid,
    amountPaise: input.amountPaise,
    note: input.note || null,
    requestId: input.requestId ?? null,
  });
  const { duplicate, ...recorded } = data;
  res.status(duplicate ? 200 : 201).json({ success: true, data: recorded });
}

export async function shopBalancesHandler(
  _req: Request,
  res: ResponseOf<typeof shopApi.shopBalances>,
): Promise<void> {
  res.json({ success: true, data: await shopBalances(db) });
}

export type StaffParams = z.infer<typeof staffParams>;
