import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignedOrder, freshRider, signInAdmin } from '../support/access-actors';
import { adminAuth, adminDb, callApi, rideRequest } from '../support/booking-fixtures';
import { signInWithPassword, signInWithPhone, type SignedInUser } from '../support/emulators';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { oneFunctionInstance } from '../support/function-instance';
import { ENROLMENTS, ORDERS, USERS } from '@dropwise/domain/collections';

/**
 * Another instance than the one that made the change: the built function in a process of its
 * own. Ending access must reach its writes at once: a revoked token writes nothing, anywhere.
 */
const other = oneFunctionInstance(5089);

async function viaOther(path: string, token: string, body?: unknown, method = body ? 'POST' : 'GET') {
  const response = await fetch(`${other.url()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
}

describe('access ended on one instance is ended for writes on every other, at once', () => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signInAdmin();
  });

  it('a customer disabled by an admin cannot book there with a token it has just used', async () => {
    const customer = await freshSignedInCustomer();
    expect((await viaOther('/api/orders', customer.idToken, rideRequest())).status).toBe(201);
    const off = await callApi(`/api/admin/customers/${customer.uid}/disabled`, {
      token: admin.idToken,
      body: { disabled: true },
    });
    expect(off.status).toBe(200);
    const request = rideRequest();
    const refused = await viaOther('/api/orders', customer.idToken, request);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.code).toBe('account_disabled');
    const stored = await adminDb.collection(ORDERS).where('requestId', '==', request.requestId).get();
    expect(stored.size).toBe(0);

    // Enabled again, the customer books again, and their profile is as it was.
    await callApi(`/api/admin/customers/${customer.uid}/disabled`, {
      token: admin.idToken,
      body: { disabled: false },
    });
    const back = await signInWithPhone(customer.phoneNumber);
    expect((await callApi('/api/orders', { token: back.idToken, body: rideRequest() })).status).toBe(201);
    expect((await adminDb.doc(`${USERS}/${customer.uid}`).get()).get('disabled')).toBeUndefined();
    expect((await adminDb.doc(`${USERS}/${customer.uid}`).get()).get('name')).toBe('Neha Joshi');
  });

  it('a deactivated rider cannot move an order there with a token it has just used', async () => {
    const rider = await freshRider(admin);
    const first = await assignedOrder(admin, rider.uid);
    const second = await assignedOrder(admin, rider.uid);
    const moved = await viaOther(`/api/orders/${first.id}/transition`, rider.idToken, { to: 'picked_up' });
    expect(moved.status).toBe(200);
    expect(
      (
        await callApi(`/api/admin/riders/${rider.uid}/active`, {
          token: admin.idToken,
          body: { active: false },
        })
      ).status,
    ).toBe(200);
    const refused = await viaOther(`/api/orders/${first.id}/transition`, rider.idToken, { to: 'delivered' });
    expect(refused.status).toBe(401);
    expect(refused.body.error?.code).toBe('account_disabled');
    expect((await adminDb.doc(`${ORDERS}/${first.id}`).get()).get('status')).toBe('picked_up');
    expect((await adminDb.doc(`${ORDERS}/${second.id}`).get()).get('status')).toBe('accepted');
  });

  it('an education admin whose claim is revoked cannot change an enrolment there', async () => {
    const email = `edu-${randomUUID().slice(0, 8)}@access-tests.dropwise.test`;
    const user = await adminAuth.createUser({ email, password: 'edu-pass-2' });
    await adminAuth.setCustomUserClaims(user.uid, { eduAdmin: true });
    const { idToken } = await signInWithPassword(email, 'edu-pass-2');
    const enrolment = (await adminDb.collection(ENROLMENTS).limit(1).get()).docs[0];
    expect(enrolment).toBeDefined();
    const path = `/api/education/enrolments/${enrolment!.id}`;
    const status = enrolment!.get('status') as string;
    expect((await viaOther(path, idToken, { status }, 'PATCH')).status).toBe(200);

    await adminAuth.setCustomUserClaims(user.uid, {});
    const refused = await viaOther(path, idToken, { status: 'rejected' }, 'PATCH');
    expect(refused.status).toBe(403);
    expect((await adminDb.doc(`${ENROLMENTS}/${enrolment!.id}`).get()).get('status')).toBe(status);
  });
});
