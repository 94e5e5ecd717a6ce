import { bookOrder, parcelRequest, rideRequest } from './booking-fixtures';
import { type FreshCustomer, freshSignedInCustomer } from './fresh-customer';

/** The screens anyone may open signed out, in the order the accessibility audits visit them. */
export const PUBLIC_SCREENS = [
  '/education',
  '/eduform/BCA',
  '/privacy-policy',
  '/privacy-policy-rider',
  '/',
  '/login',
  '/loginwithpass',
  '/delete-account',
  '/delete-account-rider',
  '/delete-account-digistall',
];

/** A new customer with a ride and a parcel booked, so their lists and order pages have something. */
export async function customerWithOrders(
  name: string,
): Promise<{ customer: FreshCustomer; ride: string; parcel: string }> {
  const customer = await freshSignedInCustomer(name);
  const ride = await bookOrder(customer.idToken, rideRequest());
  const parcel = await bookOrder(customer.idToken, parcelRequest());
  return { customer, ride, parcel };
}

/** A signed-in customer's screens, with the pages of their ride and parcel. */
export function customerScreens(ride: string, parcel: string): string[] {
  return [
    '/',
    '/profile',
    '/profile/password',
    '/bookRider',
    '/bookParcel',
    '/riderHistory',
    '/parcelHistory',
    `/riderHistory/${ride}`,
    `/parcelHistory/${parcel}`,
  ];
}
