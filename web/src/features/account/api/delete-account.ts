import * as accountApi from '@dropwise/domain/api/account';
import * as shopApi from '@dropwise/domain/api/shop';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/**
 * Asks the account-deletion function to delete the signed-in user's account (profile, tokens,
 * notifications, personal data in orders, and the sign-in itself).
 */
export async function deleteAccount(auth: Auth): Promise<void> {
  await request(accountApi.deleteAccount, { auth });
}

/**
 * Asks the function to delete the signed-in rider's account: refused while they hold an open
 * order; otherwise their rider record is switched off and stripped, their positions, profile and
 * notifications go, and the sign-in last.
 */
export async function deleteRiderAccount(auth: Auth): Promise<void> {
  await request(accountApi.deleteRiderAccount, { auth });
}

/**
 * Asks the function to delete the signed-in shop staff member's account: they leave the shop's
 * staff at once and their sign-in goes; the shop, its orders and its money stay.
 */
export async function deleteShopStaffAccount(auth: Auth): Promise<void> {
  await request(shopApi.deleteShopAccount, { auth });
}
