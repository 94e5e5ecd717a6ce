import type { Firestore } from 'firebase-admin/firestore';
import { type PaymentMethod, type Receipt, rupeesToPaise, type Settlement } from '@dropwise/domain/money';
import type { StoredFareBreakdown } from '@dropwise/domain/fares';
import { toMillis } from '@dropwise/domain/rider-duty';
import { firstNameOf } from '@dropwise/domain/tracking';
import { ApiError } from '../../lib/api-error.js';
import { firestoreCall } from '../../lib/deadline.js';
import { currentFareTable } from '../fares/current-fare-table.js';
import { ORDERS } from '@dropwise/domain/collections';

/**
 * A delivered order's receipt, built from what the order stored at delivery (its settlement and
 * receipt number), so it reads the same however often it is opened. The customer sees their own;
 * admins any; before delivery there is none yet (409).
 */
export async function orderReceipt(
  db: Firestore,
  orderId: string,
  reader: { uid: string; admin: boolean },
): Promise<Receipt> {
  const order = await firestoreCall(db.collection(ORDERS).doc(orderId).get());
  if (!order.exists || (!reader.admin && order.get('customerUid') !== reader.uid)) {
    throw new ApiError(404, 'not_found', 'No such order.');
  }
  const settlement = order.get('settlement') as Settlement | undefined;
  const number = order.get('receiptNumber') as string | undefined;
  if (order.get('status') !== 'delivered' || !settlement || !number) {
    throw new ApiError(409, 'conflict', 'The receipt is ready once the order is delivered.');
  }
  const breakdown = (order.get('fare.breakdown') ?? {}) as Partial<StoredFareBreakdown>;
  const vehicleType = String(order.get('vehicleType') ?? '');
  const riderName = order.get('riderName') as string | null | undefined;
  const table = await currentFareTable(db);
  return {
    receiptNumber: number,
    orderId,
    issuedAt: toMillis(order.get('deliveredAt')) ?? toMillis(order.get('updatedAt')) ?? 0,
    kind: order.get('kind') as 'ride' | 'parcel',
    vehicleType,
    vehicleLabel: table.vehicles[vehicleType]?.label ?? vehicleType,
    pickup: { label: String(order.get('pickup.address') ?? '') },
    dropOff: { label: String(order.get('dropOff.address') ?? '') },
    distanceKm: (order.get('fare.distanceKm') as number | null | undefined) ?? null,
    fare: {
      basePaise: rupeesToPaise(breakdown.base ?? 0),
      distancePaise: rupeesToPaise(breakdown.distance ?? 0),
      perKm: (order.get('fare.perKm') as number | undefined) ?? null,
      baseKm: (order.get('fare.baseKm') as number | undefined) ?? null,
      // Orders priced before time bands carry none of the three.
      band: breakdown.band ?? null,
      multiplier: breakdown.multiplier ?? 1,
      bandAdjustmentPaise: rupeesToPaise(breakdown.bandAdjustment ?? 0),
      minimumTopUpPaise: rupeesToPaise(breakdown.minimumTopUp ?? 0),
      parcelSurchargePaise: rupeesToPaise(breakdown.parcelSurcharge ?? 0),
      farePaise: settlement.farePaise,
    },
    taxRatePercent: settlement.taxRatePercent,
    taxPaise: settlement.taxPaise,
    earlierFees: settlement.earlierFees ?? [],
    totalPaise: settlement.totalPaise,
    currency: 'INR',
    paymentMethod: (order.get('payment.method') as PaymentMethod | undefined) ?? 'cash',
    riderFirstName: riderName ? firstNameOf(riderName) : null,
  };
}
