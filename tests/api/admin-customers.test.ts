import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, unique } from '../support/admin-api';
import { testAuth, testDb } from '../support/admin-sdk';
import { demo, signInWithPassword, signInWithPhone } from '../support/emulators';
import { ORDERS, USERS } from '@dropwise/domain/collections';

interface CustomerRow {
  uid: string;
  name: string | null;
  phoneNumber: string | null;
  disabled: boolean;
  orderCount: number;
}

function randomPhone(): string {
  return `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

async function makeCustomer(name: string, orders = 0) {
  const phone = randomPhone();
  const { uid, idToken } = await signInWithPhone(phone);
  await testDb
    .doc(`${USERS}/${uid}`)
    .set({ name, phoneNumber: phone, cityName: 'Pune', createdAt: FieldValue.serverTimestamp() });
  for (let index = 0; index < orders; index++) {
    await testDb
      .collection(ORDERS)
      .add({ customerUid: uid, kind: 'ride', status: 'delivered', createdAt: FieldValue.serverTimestamp() });
  }
  return { uid, phone, idToken };
}

describe('admin customer functions', () => {
  let admin: string;

  beforeAll(async () => {
    admin = (await signInWithPassword(demo.admin.email, demo.admin.password)).idToken;
  });

  it('finds a customer by name prefix in any case, with their order count', async () => {
    const name = `Zara${unique()}`;
    const customer = await makeCustomer(name, 2);
    const answer = await callApi(
      'GET',
      `/api/admin/customers?search=${encodeURIComponent(name.slice(0, 8).toLowerCase())}`,
      {
        token: admin,
      },
    );
    expect(answer.status).toBe(200);
    const rows = answer.body.data as CustomerRow[];
    expect(rows.find((row) => row.uid === customer.uid)).toMatchObject({
      name,
      orderCount: 2,
      disabled: false,
    });
  });

  it('finds a customer by the start of their phone number', async () => {
    const customer = await makeCustomer(`Phone${unique()}`);
    const answer = await callApi(
      'GET',
      `/api/admin/customers?search=${encodeURIComponent(customer.phone.slice(0, 10))}`,
      {
        token: admin,
      },
    );
    const rows = answer.body.data as CustomerRow[];
    expect(rows.map((row) => row.uid)).toContain(customer.uid);
    expect(rows.every((row) => row.phoneNumber?.startsWith(customer.phone.slice(0, 10)))).toBe(true);
  });

  it('pages through all customers with a cursor, without repeats', async () => {
    await makeCustomer(`Pager${unique()}`);
    await makeCustomer(`Pager${unique()}`);
    const first = await callApi('GET', '/api/admin/customers?limit=1', { token: admin });
    expect((first.body.data as CustomerRow[]).length).toBe(1);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await callApi('GET', `/api/admin/customers?limit=1&cursor=${first.body.nextCursor}`, {
      token: admin,
    });
    expect((second.body.data as CustomerRow[]).length).toBe(1);
    expect((second.body.data as CustomerRow[])[0]?.uid).not.toBe((first.body.data as CustomerRow[])[0]?.uid);
  });

  it('refuses a bad limit, an unknown cursor and an unknown query field', async () => {
    expect((await callApi('GET', '/api/admin/customers?limit=1000', { token: admin })).status).toBe(400);
    expect((await callApi('GET', '/api/admin/customers?cursor=no-such-user', { token: admin })).status).toBe(
      400,
    );
    expect((await callApi('GET', '/api/admin/customers?admin=true', { token: admin })).status).toBe(400);
  });

  it('disabling a customer stops their sign-in at once and their current token within 60 s; re-enabling restores sign-in', async () => {
    const customer = await makeCustomer(`Disable${unique()}`);
    // Before: the token is valid (a non-admin is refused with 403, not 401).
    expect((await callApi('GET', '/api/admin/customers', { token: customer.idToken })).status).toBe(403);

    const disabled = await callApi('POST', `/api/admin/customers/${customer.uid}/disabled`, {
      token: admin,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    await expect(signInWithPhone(customer.phone)).rejects.toThrow(/DISABLED/);
    // Each function instance remembers an account's status for at most 30 s (60 s promised).
    const disabledAt = Date.now();
    let status = 0;
    while (Date.now() - disabledAt < 60_000) {
      status = (await callApi('GET', '/api/admin/customers', { token: customer.idToken })).status;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(status).toBe(401);
    expect(Date.now() - disabledAt).toBeLessThanOrEqual(60_000);
    const refused = await callApi('GET', '/api/admin/customers', { token: customer.idToken });
    // Its own code, so the app can say the account is disabled rather than "sign in again".
    expect(refused.body.error?.code).toBe('account_disabled');
    expect(refused.body.error?.message).toMatch(/disabled/);
    const listed = await callApi('GET', `/api/admin/customers?search=${encodeURIComponent(customer.phone)}`, {
      token: admin,
    });
    expect((listed.body.data as CustomerRow[]).find((row) => row.uid === customer.uid)?.disabled).toBe(true);

    const enabled = await callApi('POST', `/api/admin/customers/${customer.uid}/disabled`, {
      token: admin,
      body: { disabled: false },
    });
    expect(enabled.status).toBe(200);
    const again = await signInWithPhone(customer.phone);
    expect(again.uid).toBe(customer.uid);
  }, 90_000);

  it.each([
    ['a staff account', 'demo-rider', true, 409],
    ['the admin themself', 'demo-admin', true, 409],
    ['an unknown account', 'no-such-user', true, 404],
    ['a customer with a non-boolean flag', 'demo-customer', 'yes', 400],
  ])('refuses to disable %s', async (_what, uid, disabled, status) => {
    const answer = await callApi('POST', `/api/admin/customers/${uid}/disabled`, {
      token: admin,
      body: { disabled },
    });
    expect(answer.status).toBe(status);
    // Whatever exists under that uid is still enabled.
    expect((await testAuth.getUser(uid).catch(() => undefined))?.disabled ?? false).toBe(false);
  });
});
