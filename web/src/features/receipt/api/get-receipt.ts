import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '../../../lib/api/request';

/** A delivered order's receipt as GET /api/orders/:id/receipt answers it; amounts in paise. */
export interface Receipt {
  receiptNumber: string;
  orderId: string;
  /** Epoch ms: the delivery time. */
  issuedAt: number;
  kind: 'ride' | 'parcel';
  vehicleType: string;
  /** The fare table's name for the vehicle, for a type the app has no words of its own for. */
  vehicleLabel: string;
  pickup: { label: string };
  dropOff: { label: string };
  distanceKm: number | null;
  fare: {
    basePaise: number;
    distancePaise: number;
    /** Rupees per km, as the fare table keeps it; null on orders priced before it was kept. */
    perKm: number | null;
    minimumTopUpPaise: number;
    parcelSurchargePaise: number;
    farePaise: number;
  };
  taxRatePercent: number;
  taxPaise: number;
  totalPaise: number;
  currency: 'INR';
  paymentMethod: 'cash';
  riderFirstName: string | null;
}

/** The receipt of the customer's delivered order: 409 before delivery, 404 for someone else's. */
export async function getReceipt(auth: Auth, orderId: string): Promise<Receipt> {
  const answer = await request<DataAnswer<Receipt>>(
    'GET',
    `/api/orders/${encodeURIComponent(orderId)}/receipt`,
    { auth },
  );
  return answer.data;
}
