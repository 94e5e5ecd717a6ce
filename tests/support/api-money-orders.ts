import { PUNE_STATION, SHANIWAR_WADA } from '@dropwise/domain/demo-trip-for-tests';
import { adminDb, bookOrder, parcelRequest } from './booking-fixtures';
import type { SignedInUser } from './emulators';
import { handoverCodeOf, move } from './order-actors';
import { admin, customer, rider } from './api-money';
import { ORDERS } from '@dropwise/domain/collections';

export const PUNE_PICKUP = PUNE_STATION.coordinates;

/** A parcel across Pune, booked as it would be from the map. */
export const puneParcel = () => parcelRequest({ pickup: PUNE_STATION, dropOff: SHANIWAR_WADA });

/** A parcel booked by the customer, carried by `by` and delivered with the receiver's code. */
export async function deliveredParcel(by: SignedInUser = rider): Promise<string> {
  const id = await bookOrder(customer.idToken, puneParcel());
  for (const [actor, body] of [
    [admin, { to: 'accepted' }],
    [admin, { to: 'assigned', riderId: by.uid }],
    [by, { to: 'picked_up' }],
  ] as const) {
    const answer = await move(actor, id, body);
    if (answer.status !== 200) throw new Error(`could not move: ${JSON.stringify(answer.body)}`);
  }
  const delivered = await move(by, id, { to: 'delivered', handoverCode: await handoverCodeOf(id) });
  if (delivered.status !== 200) throw new Error(`could not deliver: ${JSON.stringify(delivered.body)}`);
  return id;
}

export const orderOf = async (id: string) => (await adminDb.doc(`${ORDERS}/${id}`).get()).data()!;
