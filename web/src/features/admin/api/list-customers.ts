import * as adminApi from '@dropwise/domain/api/admin';
import type { customerListQuerySchema, CustomerSummary } from '@dropwise/domain/admin/customer';
import type { Auth } from 'firebase/auth';
import type { z } from 'zod';
import { request } from '@/lib/api/request';

export type ListCustomersInput = z.input<typeof customerListQuerySchema>;

/** One row of the customer list: the type the server answers with. */
export type CustomerRow = CustomerSummary;

/** GET /api/admin/customers: newest first with a cursor, or the matches of a name or phone search. */
export async function listCustomers(
  auth: Auth,
  input: ListCustomersInput,
): Promise<{ rows: CustomerRow[]; nextCursor: string | null }> {
  const query = { search: input.search, limit: input.limit || undefined, cursor: input.cursor };
  const { data, nextCursor } = await request(adminApi.listCustomers, { auth, query });
  return { rows: data, nextCursor: nextCursor ?? null };
}
