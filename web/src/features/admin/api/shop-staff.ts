import * as shopApi from '@dropwise/domain/api/shop';
import type { ShopPayoutInput } from '@dropwise/domain/shops/shop-statement';
import type { ShopStaffMember } from '@dropwise/domain/shops/shop-staff';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { ShopPayoutInput, ShopStaffMember };
export type { ShopBalanceRow } from '@dropwise/domain/shops/shop-statement';

/** A shop's staff, by the phone they sign in with. */
export async function listShopStaff(auth: Auth, shopId: string): Promise<ShopStaffMember[]> {
  return (await request(shopApi.listShopStaff, { auth, params: { shopId } })).data;
}

/** Adds a phone number to a shop's staff; 409 when it is staff of another shop already. */
export async function addShopStaff(auth: Auth, shopId: string, phone: string): Promise<string> {
  return (await request(shopApi.addShopStaff, { auth, params: { shopId }, body: { phone } })).data.uid;
}

/** Takes someone off a shop's staff; their sessions end at once. */
export async function removeShopStaff(auth: Auth, shopId: string, uid: string): Promise<void> {
  await request(shopApi.removeShopStaff, { auth, params: { shopId, uid } });
}

/** Records cash paid out to a shop; the server refuses more than is due to it, by the amount. */
export async function recordShopPayout(auth: Auth, shopId: string, payout: ShopPayoutInput) {
  return (await request(shopApi.recordShopPayout, { auth, params: { shopId }, body: payout })).data;
}

/** Every shop with what is due to it. */
export async function loadShopBalances(auth: Auth) {
  return (await request(shopApi.shopBalances, { auth })).data;
}
