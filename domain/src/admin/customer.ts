import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, normalisePhone } from '../phone.js';
import { NO_CONTROL_CHARACTERS } from '../plain-text.js';

export const customerListQuerySchema = z
  .object({
    search: z
      .string()
      .trim()
      .max(60, 'Search can be at most 60 characters.')
      .regex(NO_CONTROL_CHARACTERS, 'Search contains characters that cannot be searched for.')
      .optional()
      .default(''),
    limit: z.coerce.number().int().min(1).max(100).optional().default(20),
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/, 'That is not a valid cursor.')
      .optional(),
  })
  .strict();

export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const customerDisabledSchema = z
  .object({ disabled: z.boolean({ required_error: 'Say whether the account is disabled (true or false).' }) })
  .strict();

/**
 * What a customer search means. Digits (with + and spaces) are a phone prefix in E.164, tried as
 * typed and with the default country code; anything else is a name prefix, tried as typed, with a
 * capital first letter and in lower case, because Firestore matches prefixes case-sensitively.
 */
export type CustomerSearch =
  { kind: 'all' } | { kind: 'phone'; prefixes: string[] } | { kind: 'name'; prefixes: string[] };

export function parseCustomerSearch(raw: string): CustomerSearch {
  const search = raw.trim();
  if (!search) return { kind: 'all' };
  if (/^\+?[\d\s\-()]+$/.test(search)) {
    const digits = search.replace(/\D/g, '');
    const prefixes = new Set<string>();
    const full = normalisePhone(search);
    if (full) prefixes.add(full);
    if (search.startsWith('+')) prefixes.add(`+${digits}`);
    else {
      const national = digits.replace(/^0+/, '');
      if (national) prefixes.add(`+${DEFAULT_COUNTRY_CODE}${national}`);
      if (digits) prefixes.add(`+${digits}`);
    }
    return { kind: 'phone', prefixes: [...prefixes] };
  }
  const capitalised = search.charAt(0).toUpperCase() + search.slice(1);
  return { kind: 'name', prefixes: [...new Set([search, capitalised, search.toLowerCase()])] };
}

/** One row of the admin customer list, as `GET /api/admin/customers` answers it. */
export interface CustomerSummary {
  uid: string;
  name: string | null;
  phoneNumber: string | null;
  cityName: string | null;
  createdAt: string | null;
  disabled: boolean;
  orderCount: number;
}

export interface CustomerPage {
  data: CustomerSummary[];
  nextCursor: string | null;
}
