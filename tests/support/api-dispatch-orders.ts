import { adminDb, parcelRequest } from './booking-fixtures';
import { AGRA_DROP_OFF, AGRA_PICKUP } from './dispatch';

/** A parcel (bikes carry parcels) picked up in Agra, where only the file's riders are on duty. */
export const agraParcel = (overrides: Record<string, unknown> = {}) =>
  parcelRequest({
    pickup: { address: 'Taj Ganj, Agra', coordinates: AGRA_PICKUP },
    dropOff: { address: 'Agra Fort', coordinates: AGRA_DROP_OFF },
    ...overrides,
  });

export const orderOf = async (id: string) => (await adminDb.doc(`orders/${id}`).get()).data()!;
export const runOf = async (id: string) => (await adminDb.doc(`dispatchRuns/${id}`).get()).data();
