import { describe, expect, it } from 'vitest';
import { headline, isOver, riderLine } from './tracking-words';

describe("the tracking page's words", () => {
  it('says where the trip is for rides and parcels', () => {
    expect(headline({ kind: 'ride', status: 'assigned' })).toBe('Rider on the way to the pickup');
    expect(headline({ kind: 'ride', status: 'picked_up' })).toBe('On the way to the drop-off');
    expect(headline({ kind: 'parcel', status: 'picked_up' })).toBe('Parcel on its way');
    expect(headline({ kind: 'parcel', status: 'delivered' })).toBe('Parcel delivered');
  });

  it('names the vehicle and only the first name of the rider', () => {
    expect(riderLine({ vehicleType: 'bike', riderFirstName: 'Ravi' })).toBe('Bike · Rider Ravi');
    expect(riderLine({ vehicleType: 'car', riderFirstName: null })).toBe('Car');
  });

  it('stops polling once the order has ended', () => {
    expect(isOver('delivered')).toBe(true);
    expect(isOver('assigned')).toBe(false);
  });
});
