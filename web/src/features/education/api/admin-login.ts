import * as educationApi from '@dropwise/domain/api/education';
import { request } from '@/lib/api/request';

export { adminLoginSchema, type AdminLoginInput } from '@dropwise/domain/education-admin';

/** POST /api/education/adminlogin: a custom token for the education admin session. */
export async function requestAdminToken(username: string, password: string): Promise<string> {
  return (await request(educationApi.adminLogin, { body: { username, password } })).token;
}
