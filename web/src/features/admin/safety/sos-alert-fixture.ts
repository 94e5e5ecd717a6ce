import type { SosAlert } from '@/features/admin/api/sos-alerts';

/** An alert as the desk reads it, open and raised by a customer unless the test says otherwise. */
export function sosAlert(id: string, fields: Partial<SosAlert> = {}): SosAlert {
  return {
    id,
    orderId: `order-${id}`,
    pickup: 'Pune Railway Station',
    raisedBy: 'cust-1',
    role: 'customer',
    customerUid: 'cust-1',
    customerName: 'Asha Patil',
    customerPhone: '+919876543210',
    riderId: 'rider-1',
    riderName: 'Ravi Kumar',
    riderPhone: '+919812345678',
    vehicleRegistration: 'MH12AB1234',
    position: { lat: 18.52043, lng: 73.85674, accuracy: 12, at: Date.UTC(2025, 5, 1, 10, 0) },
    positionSource: 'phone',
    raisedNote: null,
    status: 'open',
    raisedAt: new Date(Date.UTC(2025, 5, 1, 10, 0)),
    told: { contacts: [], admins: 2 },
    remindedAt: null,
    acknowledgedBy: null,
    acknowledgedAt: null,
    closedBy: null,
    closedAt: null,
    note: null,
    ...fields,
  };
}
