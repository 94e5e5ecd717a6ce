import { adminDb, bookOrder, callApi, ensureAccount, parcelRequest } from './booking-fixtures';
import { demo, signInWithPassword, signInWithPhone, type SignedInUser } from './emulators';
import { ORDERS, orderPrivatePath } from '@dropwise/domain/collections';

/** Who moves orders in the lifecycle tests: two customers, the admin and two active riders. */
export interface OrderActors {
  customer: SignedInUser;
  otherCustomer: SignedInUser;
  admin: SignedInUser;
  riderA: SignedInUser;
  riderB: SignedInUser;
}

let signedIn: OrderActors | undefined;

/** Signs them in (and makes an inactive rider beside them), once per test file. */
export async function signInOrderActors(): Promise<OrderActors> {
  signedIn = {
    customer: await signInWithPhone(demo.customerPhone),
    otherCustomer: await signInWithPhone('+15555550192'),
    admin: await signInWithPassword(demo.admin.email, demo.admin.password),
    riderA: await ensureAccount('booking-rider-a', { rider: true }, { active: true, name: 'Rider A' }),
    riderB: await ensureAccount('booking-rider-b', { rider: true }, { active: true, name: 'Rider B' }),
  };
  await ensureAccount('booking-rider-off', { rider: true }, { active: false, name: 'Rider Off' });
  return signedIn;
}

export const move = (user: SignedInUser, orderId: string, body: Record<string, unknown>) =>
  callApi(`/api/orders/${orderId}/transition`, { token: user.idToken, body });
export const cancel = (user: SignedInUser, orderId: string, reason?: string) =>
  callApi(`/api/orders/${orderId}/cancel`, {
    token: user.idToken,
    body: reason === undefined ? {} : { reason },
  });
/** Cancels, as `admin`, orders a test file left open; answers the ids whose cancel was refused. */
export async function cancelLeftOpen(admin: SignedInUser, orderIds: string[]): Promise<string[]> {
  const refused: string[] = [];
  for (const id of orderIds) {
    if ((await cancel(admin, id, 'The test is over.')).status !== 200) refused.push(id);
  }
  return refused;
}
/** The order's handover code, as its customer reads it at `orders/{id}/private/handover`. */
export const handoverCodeOf = async (orderId: string): Promise<string> =>
  String((await adminDb.doc(`${orderPrivatePath(orderId)}/handover`).get()).get('code'));
export const statusOf = async (orderId: string) =>
  (await adminDb.doc(`${ORDERS}/${orderId}`).get()).get('status');

/** The customer's order moved to the given status by the admin (and rider A, where the path needs a rider). */
export async function orderAt(
  status: 'pending' | 'accepted' | 'assigned' | 'picked_up' | 'delivered',
): Promise<string> {
  if (!signedIn) throw new Error('Call signInOrderActors() in a beforeAll first.');
  const { customer, admin, riderA } = signedIn;
  const id = await bookOrder(customer.idToken, parcelRequest());
  const path = ['accepted', 'assigned', 'picked_up', 'delivered'] as const;
  for (const step of path.slice(0, path.indexOf(status as (typeof path)[number]) + 1)) {
    const actor = step === 'picked_up' || step === 'delivered' ? riderA : admin;
    // A parcel is delivered with the receiver's handover code.
    const body =
      step === 'assigned'
        ? { to: step, riderId: riderA.uid }
        : step === 'delivered'
          ? { to: step, handoverCode: await handoverCodeOf(id) }
          : { to: step };
    const answer = await move(actor, id, body);
    if (answer.status !== 200) throw new Error(`could not move to ${step}: ${JSON.stringify(answer.body)}`);
  }
  return id;
}
