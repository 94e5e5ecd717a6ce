import { describe, expect, it } from 'vitest';
import { expectError, idTokenFromCustomToken, postJson } from '../support/education';
import { decodeClaims, demo } from '../support/emulators';

const LOGIN = '/api/education/adminlogin';

describe('POST /api/education/adminlogin', () => {
  it('the education admin gets a custom token that signs in with the eduAdmin claim', async () => {
    const response = await postJson(LOGIN, {
      username: demo.eduAdmin.email,
      password: demo.eduAdmin.password,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; token: string };
    expect(body).toEqual({ success: true, token: expect.any(String) });
    const idToken = await idTokenFromCustomToken(body.token);
    expect(decodeClaims(idToken).eduAdmin).toBe(true);
  });

  it('a wrong password gets 401 Incorrect Credentials', async () => {
    const response = await postJson(LOGIN, { username: demo.eduAdmin.email, password: 'wrong-password' });
    const body = await expectError(response, 401, 'unauthenticated');
    expect(body.error.message).toBe('Incorrect Credentials');
  });

  it('an unknown username gets 401 Incorrect Credentials', async () => {
    const response = await postJson(LOGIN, { username: 'nobody@dropwise.test', password: 'whatever-1' });
    await expectError(response, 401, 'unauthenticated');
  });

  it.each([
    ['platform admin', demo.admin],
    ['rider', demo.rider],
  ])('a %s with correct credentials gets 403: not an education admin', async (_label, account) => {
    const response = await postJson(LOGIN, { username: account.email, password: account.password });
    await expectError(response, 403, 'forbidden');
  });

  it('malformed JSON gets 400 and no token', async () => {
    const response = await postJson(LOGIN, '{"username":');
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('token');
  });

  it('a wrong content type gets 400', async () => {
    const response = await postJson(LOGIN, '{"username":"a","password":"b"}', { contentType: 'text/plain' });
    await expectError(response, 400, 'unsupported_media_type');
  });

  it.each([
    ['missing fields', {}, ['username', 'password']],
    ['empty strings', { username: '', password: '' }, ['username', 'password']],
    ['wrong types', { username: 42, password: ['x'] }, ['username', 'password']],
    [
      'an extra field',
      { username: demo.eduAdmin.email, password: demo.eduAdmin.password, admin: true },
      ['admin'],
    ],
  ])('%s get 400 naming each field', async (_label, body, fields) => {
    const error = await expectError(await postJson(LOGIN, body), 400, 'validation_failed');
    expect(Object.keys(error.error.fields ?? {}).sort()).toEqual([...fields].sort());
  });

  it('a 1 MB body gets 413', async () => {
    const response = await postJson(LOGIN, { username: 'x'.repeat(1024 * 1024), password: 'y' });
    await expectError(response, 413, 'payload_too_large');
  });
});
