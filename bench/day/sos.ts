import { raiseSos } from '@dropwise/domain/api/safety';
import { call } from './api';
import { ledger, type OrderRecord } from './ledger';
import { SOS_SOURCE } from './ops';
import { DAY } from './plan';

/**
 * Every `DAY.sosEvery`th order, when it is a ride, has its customer press SOS as soon as a rider
 * is assigned, from the pickup, as the order page's panic button sends it. The alert reaching the
 * Safety desk open in Chromium is timed by the page (browsers.ts).
 */
export function pressSosOn(order: OrderRecord, customerToken: string): void {
  if (!order.id || order.trip.kind !== 'ride' || order.index % DAY.sosEvery !== DAY.sosEvery / 2) return;
  order.sosSentAt = Date.now();
  const { lat, lng } = order.trip.pickup;
  void call(
    raiseSos,
    { id: order.id },
    { token: customerToken, body: { lat, lng, accuracy: 20 }, source: SOS_SOURCE },
  ).then((answer) => {
    if (answer.status !== 201) ledger.notes.push(`${order.id}: SOS answered ${answer.status}`);
  });
}

/** How many of the day's rides had SOS pressed. */
export function sosPressed(): number {
  return ledger.orders.filter((order) => order.sosSentAt !== undefined).length;
}
