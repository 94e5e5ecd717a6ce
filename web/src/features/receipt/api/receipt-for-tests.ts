import { demoTripLabels } from '@dropwise/domain/demo-trip-for-tests';
import type { Receipt } from './get-receipt';

// 26 November 2026, 10:00 UTC: 3:30 pm in India.
const DELIVERED = Date.UTC(2026, 10, 26, 10, 0);

/** A delivered bike ride paid in cash, as the receipt API answers it. */
export const receiptForTests = (overrides: Partial<Receipt> = {}): Receipt => ({
  receiptNumber: 'DW/2627/K7Q/0123',
  orderId: 'order-42',
  issuedAt: DELIVERED,
  kind: 'ride',
  vehicleType: 'bike',
  vehicleLabel: 'Bike',
  ...demoTripLabels,
  distanceKm: 6.3,
  fare: {
    basePaise: 2500,
    distancePaise: 5000,
    perKm: 8,
    baseKm: null,
    band: null,
    multiplier: 1,
    bandAdjustmentPaise: 0,
    minimumTopUpPaise: 0,
    parcelSurchargePaise: 0,
    farePaise: 7500,
  },
  taxRatePercent: 0,
  taxPaise: 0,
  earlierFees: [],
  totalPaise: 7500,
  currency: 'INR',
  paymentMethod: 'cash',
  riderFirstName: 'Ravi',
  ...overrides,
});
