import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi, parcelRequest, rideRequest } from '../support/booking-fixtures';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { ORDERS } from '@dropwise/domain/collections';

// Places as the place search answers them: ids, labels and points of the bundled gazetteer.
const YERWADA = { placeId: 'pin-411006-yerwada' };
const VIMAN_NAGAR = { placeId: 'pin-411014-viman-nagar' };
const YERWADA_POINT = { lat: 18.5459, lng: 73.8855 };
// A pin in Hinjawadi's IT park, 20 km from Shaniwar Wada.
const HINJAWADI_PIN = { lat: 18.5912, lng: 73.7389 };

const CHOOSE = 'Choose the place from the list or the map.';

type Answer = Awaited<ReturnType<typeof callApi>>;
type QuoteData = { amount: number; distanceKm: number | null; pickup?: unknown; dropOff?: unknown };

describe('prices from ends the server trusts', () => {
  let token: string;
  let uid: string;
  const ordersOf = async () => (await adminDb.collection(ORDERS).where('customerUid', '==', uid).get()).size;
  const quote = async (ends: Record<string, unknown>) =>
    callApi('/api/orders/quote', { token, body: { kind: 'ride', vehicleType: 'auto', ...ends } });
  const book = (body: Record<string, unknown>) => callApi('/api/orders', { token, body });
  const stored = async (answer: Answer) => (await adminDb.doc(`${ORDERS}/${answer.body.id}`).get()).data()!;

  beforeAll(async () => {
    const customer = await freshSignedInCustomer('Trusted Ends');
    token = customer.idToken;
    uid = customer.uid;
  });

  it('a quote by place ids prices the places’ own points, and the booking stores that fare with their labels', async () => {
    const quoted = await quote({ pickup: YERWADA, dropOff: VIMAN_NAGAR });
    expect(quoted.status).toBe(200);
    const data = quoted.body.data as unknown as QuoteData;
    expect(data.distanceKm).toBe(4.1);
    expect(data.pickup).toEqual({ address: 'Yerwada, Pune City, Pune 411006', coordinates: YERWADA_POINT });

    const booked = await book(rideRequest({ vehicleType: 'auto', pickup: YERWADA, dropOff: VIMAN_NAGAR }));
    expect(booked.status).toBe(201);
    const order = await stored(booked);
    expect(order.fare).toMatchObject({ amount: data.amount, distanceKm: data.distanceKm });
    expect(order.pickup).toEqual({ address: 'Yerwada, Pune City, Pune 411006', coordinates: YERWADA_POINT });
    expect(order.dropOff.address).toBe('Viman nagar, Pune 411014');
  });

  it('typed text that names no known place is refused next to its field, and nothing is stored', async () => {
    const before = await ordersOf();
    const typed = parcelRequest({ pickup: YERWADA, dropOff: { address: 'Gate 4, Some Society 12' } });
    const answer = await book(typed);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'validation_failed', fields: { dropOff: CHOOSE } });
    expect(
      (await quote({ pickup: { address: 'Gate 4, Some Society 12' }, dropOff: YERWADA })).body.error,
    ).toMatchObject({ fields: { pickup: CHOOSE } });
    expect(await ordersOf()).toBe(before);
  });

  it('typed text that names one known place without doubt is located, and priced as the chosen place is', async () => {
    const typed = await book(
      rideRequest({ vehicleType: 'auto', pickup: { address: 'yerwada' }, dropOff: VIMAN_NAGAR }),
    );
    expect(typed.status).toBe(201);
    const chosen = (await quote({ pickup: YERWADA, dropOff: VIMAN_NAGAR })).body.data as unknown as QuoteData;
    const order = await stored(typed);
    expect(order.pickup.coordinates).toEqual(YERWADA_POINT);
    expect(order.fare).toMatchObject({ amount: chosen.amount, distanceKm: 4.1 });
  });

  it('a pin whose label names another place is priced from the pin, and labelled by the server', async () => {
    const answer = await book(
      rideRequest({
        vehicleType: 'auto',
        pickup: { address: 'Shaniwar Wada', coordinates: HINJAWADI_PIN },
        dropOff: VIMAN_NAGAR,
      }),
    );
    expect(answer.status).toBe(201);
    const order = await stored(answer);
    expect(order.pickup.coordinates).toEqual(HINJAWADI_PIN);
    expect(order.pickup.address).toMatch(/^Near /);
    expect(order.pickup.address).not.toMatch(/Shaniwar/);
    // Hinjawadi to Viman Nagar (18.8 km), not Shaniwar Wada to Viman Nagar (about 8 km).
    expect(order.fare.distanceKm).toBeGreaterThan(15);
  });

  it('an unknown place id answers 400 naming the field, and nothing is stored', async () => {
    const before = await ordersOf();
    const answer = await book(rideRequest({ pickup: YERWADA, dropOff: { placeId: 'osm-0,0-not-a-place' } }));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields?.dropOff).toMatch(/no longer known/);
    const empty = await book(rideRequest({ pickup: YERWADA, dropOff: {} }));
    expect(empty.body.error?.fields).toMatchObject({ dropOff: CHOOSE });
    expect(await ordersOf()).toBe(before);
  });
});
