import { localeOf } from '@dropwise/domain/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, formatMessage } from '@/lib/i18n/format-message';
import { loadCatalogue } from '@/lib/i18n/catalogue-loaders';
import { headline, isOver, riderLine } from './tracking-words';

let english: Catalogue;
let marathi: Catalogue;
beforeAll(async () => {
  [english, marathi] = await Promise.all([loadCatalogue('tracking', 'en'), loadCatalogue('tracking', 'mr')]);
});
const en: Parameters<typeof headline>[1] = (key, values) => formatMessage(english, key, localeOf.en, values);
const mr: Parameters<typeof headline>[1] = (key, values) => formatMessage(marathi, key, localeOf.mr, values);

describe("the tracking page's words", () => {
  it('says where the trip is for rides and parcels', () => {
    expect(headline({ kind: 'ride', status: 'assigned' }, en)).toBe('Rider on the way to the pickup');
    expect(headline({ kind: 'ride', status: 'picked_up' }, en)).toBe('On the way to the drop-off');
    expect(headline({ kind: 'parcel', status: 'picked_up' }, en)).toBe('Parcel on its way');
    expect(headline({ kind: 'parcel', status: 'delivered' }, en)).toBe('Parcel delivered');
    expect(headline({ kind: 'parcel', status: 'delivered' }, mr)).toBe('पार्सल पोहोचवले');
  });

  it('names the vehicle and only the first name of the rider', () => {
    expect(riderLine({ vehicleType: 'bike', riderFirstName: 'Ravi' }, en)).toBe('Bike · Rider Ravi');
    expect(riderLine({ vehicleType: 'car', riderFirstName: null }, en)).toBe('Car');
    expect(riderLine({ vehicleType: 'bike', riderFirstName: 'Ravi' }, mr)).toBe('बाईक · रायडर Ravi');
    expect(riderLine({ vehicleType: 'tempo', riderFirstName: null }, mr)).toBe('tempo');
  });

  it('stops polling once the order has ended', () => {
    expect(isOver('delivered')).toBe(true);
    expect(isOver('assigned')).toBe(false);
  });
});
