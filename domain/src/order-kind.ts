/** What an order carries: a person (a ride) or a parcel. */
export const ORDER_KINDS = ['ride', 'parcel'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
