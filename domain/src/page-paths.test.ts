import { describe, expect, it } from 'vitest';
import {
  enrolmentFormPath,
  orderHistoryPath,
  orderPath,
  pagePaths,
  pagePatterns,
  receiptPath,
  riderPapersPath,
  shopPath,
  shopRidersPath,
  trackingPath,
  trackingTokenOf,
} from './page-paths.js';

describe('page paths', () => {
  it('keeps the addresses people and old links already use', () => {
    expect(pagePaths.rideHistory).toBe('/riderHistory');
    expect(pagePaths.educationAdminSignIn).toBe('/Eadmin');
    expect(pagePaths.adminDashboard).toBe('/admin/dashboard');
    expect(pagePatterns.enrolmentForm).toBe('/eduform/:course');
  });

  it('fills the parameter of a page address', () => {
    expect(enrolmentFormPath('BCA')).toBe('/eduform/BCA');
    expect(orderPath('ride', 'abc_123')).toBe('/riderHistory/abc_123');
    expect(orderPath('parcel', 'abc')).toBe('/parcelHistory/abc');
    expect(receiptPath('order-1')).toBe('/receipt/order-1');
    expect(shopPath('shop-9')).toBe('/admin/shop/shop-9');
    expect(shopRidersPath('shop-9')).toBe('/admin/shopwithrider/shop-9');
    expect(riderPapersPath('rider-4')).toBe('/admin/ridermanage/rider-4');
    expect(trackingPath('tok-En_1')).toBe('/track/tok-En_1');
  });

  it('encodes a parameter that is not a plain id', () => {
    expect(receiptPath('a/b c')).toBe('/receipt/a%2Fb%20c');
  });

  it('names the list each kind of order is below', () => {
    expect(orderHistoryPath('ride')).toBe('/riderHistory');
    expect(orderHistoryPath('parcel')).toBe('/parcelHistory');
  });

  it('reads the token back from a shared-trip address', () => {
    expect(trackingTokenOf(trackingPath('tok-En_1'))).toBe('tok-En_1');
    expect(trackingTokenOf('/TRACK/abc/')).toBe('abc');
    expect(trackingTokenOf('/track/a%20b')).toBe('a b');
  });
});
