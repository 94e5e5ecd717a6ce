import { describe, expect, it } from 'vitest';
import { pagePaths } from '@dropwise/domain/page-paths';
import { offerPush, offerPushId } from './offer-push.js';

describe('offerPush', () => {
  it("says what and where from the offer, opens the rider's orders, and is known by its order", () => {
    const push = offerPush({
      orderId: 'o1',
      kind: 'parcel',
      pickup: { label: 'Taj Ganj', coordinates: null },
    });
    expect(push).toMatchObject({
      message: { key: 'riderOffer', values: { kind: 'parcel', pickup: 'Taj Ganj' } },
      link: pagePaths.riderOrders,
      orderId: 'o1',
      kind: 'order_status',
    });
    expect(push?.body).toContain('Taj Ganj');
    expect(offerPushId('o1')).toBe('offer-o1');
  });

  it('is null for a document that is not an offer', () => {
    expect(offerPush(undefined)).toBeNull();
    expect(offerPush({ kind: 'boat', pickup: { label: 'x' } })).toBeNull();
    expect(offerPush({ kind: 'ride', pickup: {} })).toBeNull();
  });
});
