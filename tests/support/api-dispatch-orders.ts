import { adminDb, parcelRequest } from './booking-fixtures';
import { AGRA_DROP_OFF, AGRA_PICKUP } from './dispatch';
import { DISPATCH_RUNS, ORDERS } from '@dropwise/domain/collections';

/** Where the dispatch files' orders start and end: in Agra, where only their riders are on duty. */
export const TAJ_GANJ = { address: 'Taj Ganj, Agra', coordinates: AGRA_PICKUP };
export const AGRA_FORT = { address: 'Agra Fort', coordinates: AGRA_DROP_OFF };

/** A parcel (bikes carry parcels) from Taj Ganj to Agra Fort. */
export const agraParcel = (overrides: Record<string, unknown> = {}) =>
  parcelRequest({ pickup: TAJ_GANJ, dropOff: AGRA_FORT, ...overrides });

export const orderOf = async (id: string) => (await adminDb.doc(`${ORDERS}/${id}`).get()).data()!;
export const runOf = async (id: string) => (await adminDb.doc(`${DISPATCH_RUNS}/${id}`).get()).data();
