import * as shopApi from '@dropwise/domain/api/shop';
import type { ShopBookingInput, ShopQuoteInput } from '@dropwise/domain/shops/shop-booking';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { ShopBookingInput, ShopQuoteInput };
export type { StaffShop } from '@dropwise/domain/api/shop';

/** The signed-in staff member's shop: its address and point are every booking's pickup. */
export async function loadMyShop(auth: Auth): Promise<shopApi.StaffShop> {
  return (await request(shopApi.myShop, { auth })).data;
}

/** The fare from the shop to a drop-off, priced as the booking will be. */
export async function quoteShopOrder(auth: Auth, quote: ShopQuoteInput) {
  return (await request(shopApi.quoteShopOrder, { auth, body: quote })).data;
}

/** Books one delivery; the same request id (a double submit, a retry) answers the same order. */
export async function bookShopOrder(auth: Auth, booking: ShopBookingInput) {
  const answer = await request(shopApi.bookShopOrder, { auth, body: booking });
  return { id: answer.id, duplicate: answer.duplicate, collectPaise: answer.data.collectPaise };
}
