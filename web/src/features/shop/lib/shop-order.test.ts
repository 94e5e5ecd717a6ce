import { describe, expect, it } from 'vitest';
import { toShopOrderView } from './shop-order';

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });
const snapshot = (data: Record<string, unknown>) => ({ id: 'order-1', data: () => data });

describe('toShopOrderView', () => {
  it('reads the shop’s delivery and the proof of delivery from the order', () => {
    const view = toShopOrderView(
      snapshot({
        kind: 'parcel',
        status: 'delivered',
        shopDelivery: {
          shopName: 'Joshi Kirana',
          reference: 'INV-7',
          codPaise: 45_050,
          feePaidBy: 'receiver',
          collectPaise: 52_130,
        },
        deliveryProof: { at: timestamp('2026-11-28T10:45:00Z'), position: { lat: 18.52, lng: 73.85 } },
      }),
    );
    expect(view.order.status).toBe('delivered');
    expect(view.delivery).toEqual({
      shopName: 'Joshi Kirana',
      reference: 'INV-7',
      codPaise: 45_050,
      feePaidBy: 'receiver',
      collectPaise: 52_130,
    });
    expect(view.proof).toEqual({
      at: new Date('2026-11-28T10:45:00Z'),
      position: { lat: 18.52, lng: 73.85 },
    });
  });

  it('shows odd or missing fields as empty: no proof before delivery, the shop as payer, no amounts', () => {
    const view = toShopOrderView(
      snapshot({
        shopDelivery: { codPaise: 12.5, feePaidBy: 'someone', collectPaise: -1 },
        deliveryProof: { position: {} },
      }),
    );
    expect(view.delivery).toEqual({
      shopName: '',
      reference: null,
      codPaise: 0,
      feePaidBy: 'shop',
      collectPaise: 0,
    });
    expect(view.proof).toBeNull();
  });

  it('reads the steps the order keeps, oldest first, and none where it keeps none', () => {
    const view = toShopOrderView(
      snapshot({
        history: [
          { n: 0, from: null, to: 'pending', by: { role: 'shop' }, at: timestamp('2026-11-28T10:00:00Z') },
          {
            n: 1,
            from: 'pending',
            to: 'assigned',
            by: { role: 'rider' },
            at: timestamp('2026-11-28T10:02:00Z'),
          },
        ],
      }),
    );
    expect(view.order.history.map((step) => [step.to, step.at])).toEqual([
      ['pending', new Date('2026-11-28T10:00:00Z')],
      ['assigned', new Date('2026-11-28T10:02:00Z')],
    ]);
    expect(toShopOrderView(snapshot({})).order.history).toEqual([]);
  });
});
