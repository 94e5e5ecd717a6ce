import { jsonPost, requestJson } from './request-json';

export { adminLoginSchema, type AdminLoginInput } from '@domain/education-admin';

/** POST /api/education/adminlogin: a custom token for the education admin session. */
export async function requestAdminToken(username: string, password: string): Promise<string> {
  const { token } = await requestJson<{ success: true; token: string }>(
    '/api/education/adminlogin',
    jsonPost({ username, password }),
  );
  return token;
}
