import { request } from '@/lib/api/request';

export { adminLoginSchema, type AdminLoginInput } from '@dropwise/domain/education-admin';

/** POST /api/education/adminlogin: a custom token for the education admin session. */
export async function requestAdminToken(username: string, password: string): Promise<string> {
  const body = { username, password };
  const { token } = await request<{ success: true; token: string }>('POST', '/api/education/adminlogin', {
    body,
  });
  return token;
}
