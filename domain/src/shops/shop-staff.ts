import { z } from 'zod';
import { e164PhoneSchema } from '../phone-schema.js';

/**
 * Shop staff: a phone account whose Auth custom claim `shopId` names the one shop it works for,
 * set and removed only by the functions, beside `shopStaff/{uid}` (the record the rules and the
 * functions read, so a removed member or a deactivated shop loses access at once, whatever an
 * issued ID token still says).
 */
export const SHOP_CLAIM = 'shopId';

/** `POST /api/admin/shops/:shopId/staff`. */
export const shopStaffInputSchema = z
  .object({
    phone: e164PhoneSchema({ required: 'Enter the phone number.', notText: 'Enter the phone number.' }),
  })
  .strict();
export type ShopStaffInput = z.input<typeof shopStaffInputSchema>;

/** `shopStaff/{uid}` as stored. */
export interface ShopStaffDocument<Time> {
  shopId: string;
  phone: string;
  addedAt: Time;
  addedBy: string;
}

/** One member on the admin's shop screen; `addedAt` in epoch ms. */
export interface ShopStaffMember {
  uid: string;
  phone: string;
  addedAt: number | null;
}
