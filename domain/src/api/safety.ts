import type { EmergencyContacts, EmergencyContactsInput } from '../safety/emergency-contacts.js';
import type { PapersInput, Papers, PapersState } from '../safety/rider-papers.js';
import type { SosClose, SosRequest, SosTold } from '../safety/sos.js';
import { type DataAnswer, endpoint } from './endpoint.js';

/** The signed-in customer's emergency contacts and night sharing (docs/safety.md). */
export const getEmergencyContacts = endpoint<DataAnswer<EmergencyContacts>>()(
  'GET',
  '/api/account/emergency-contacts',
);

export const saveEmergencyContacts = endpoint<DataAnswer<EmergencyContacts>, EmergencyContactsInput>()(
  'PUT',
  '/api/account/emergency-contacts',
);

export interface RaisedSos {
  alertId: string;
  call: '112';
  /** The names of the emergency contacts who are texted. */
  told: SosTold;
}

/** 201 for a new alert; 200 with the same alert while the caller's alert for the order is open. */
export const raiseSos = endpoint<DataAnswer<RaisedSos>, SosRequest>()('POST', '/api/orders/:id/sos');

/** Where the safety desk's calls are mounted, before the rest of the admin area. */
export const sosAdminBase = '/api/admin/sos';

export const acknowledgeSos = endpoint<DataAnswer<{ status: 'acknowledged' }>>()(
  'POST',
  '/api/admin/sos/:alertId/acknowledge',
);

export const closeSos = endpoint<DataAnswer<{ status: 'closed' }>, SosClose>()(
  'POST',
  '/api/admin/sos/:alertId/close',
);

export type PapersAnswer = PapersState;
export type StoredPapers = Papers & { photo: string | null };

export const saveRiderPapers = endpoint<DataAnswer<PapersAnswer>, PapersInput>()(
  'PUT',
  '/api/admin/riders/:riderId/papers',
);

/** A rider's papers as saved (null before any were), and where they stand today. */
export type LoadedPapers = PapersAnswer & { papers: Partial<StoredPapers> | null };

export const getRiderPapers = endpoint<DataAnswer<LoadedPapers>>()(
  'GET',
  '/api/admin/riders/:riderId/papers',
);
