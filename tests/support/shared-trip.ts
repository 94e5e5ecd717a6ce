import { callApi } from './booking-fixtures';
import { demo, signInWithPassword, signInWithPhone } from './emulators';
import { assignedRide } from './live-trip';

/** Pune: the pickup and drop-off of the browser's live trip, and points on the way to the pickup. */
export const LIVE_TRIP = {
  pickup: { address: 'Pune Railway Station', coordinates: { lat: 18.5289, lng: 73.8744 } },
  dropOff: { address: 'Shaniwar Wada', coordinates: { lat: 18.5195, lng: 73.8553 } },
  /** About 3.3, 2.0 and 0.7 km from the pickup, coming from the north-east. */
  approach: [
    { latitude: 18.55, longitude: 73.897 },
    { latitude: 18.542, longitude: 73.888 },
    { latitude: 18.534, longitude: 73.879 },
  ],
};

/** The browser trips' ride: one passenger on a bike, between LIVE_TRIP's ends. */
export const LIVE_TRIP_RIDE = {
  vehicleType: 'bike',
  passengers: 1,
  pickup: LIVE_TRIP.pickup,
  dropOff: LIVE_TRIP.dropOff,
};

async function ok(
  path: string,
  token: string,
  body?: unknown,
  method?: string,
): Promise<Record<string, unknown>> {
  const answer = await callApi(path, { token, body, method });
  if (answer.status >= 300)
    throw new Error(`${method ?? 'POST'} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data ?? {};
}

/**
 * A shared trip with a rider on the way: the demo rider on duty with a fresh position, a bike ride
 * of the demo customer assigned to them, and the customer's tracking link. Answers the link's
 * path (`/track/<token>`).
 */
export async function sharedLiveTripPath(): Promise<string> {
  const rider = await signInWithPassword(demo.rider.email, demo.rider.password);
  const customer = await signInWithPhone(demo.customerPhone);
  const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
  await ok('/api/rider/duty', rider.idToken, { onDuty: true });
  const orderId = await assignedRide(customer, admin, rider, LIVE_TRIP_RIDE);
  const [first] = LIVE_TRIP.approach;
  await ok('/api/rider/position', rider.idToken, {
    lat: first!.latitude,
    lng: first!.longitude,
    accuracy: 15,
    at: Date.now(),
  });
  const shared = await ok(`/api/orders/${orderId}/share`, customer.idToken, undefined, 'POST');
  return new URL(String(shared.url)).pathname;
}
