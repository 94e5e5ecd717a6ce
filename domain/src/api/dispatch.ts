import type { DispatchSettingsInput, StoredDispatchSettings } from '../dispatch.js';
import { type DataAnswer, endpoint } from './endpoint.js';

/** Where the automatic dispatch settings are mounted, before the rest of the admin area. */
export const dispatchSettingsBase = '/api/admin/dispatch';

/** The settings in force (the defaults, version 0, until first saved). */
export const getDispatchSettings = endpoint<DataAnswer<StoredDispatchSettings>>()(
  'GET',
  '/api/admin/dispatch',
);

/** Replaces the settings; 409 when `version` is not the one in force. */
export const saveDispatchSettings = endpoint<DataAnswer<StoredDispatchSettings>, DispatchSettingsInput>()(
  'PUT',
  '/api/admin/dispatch',
);

/** Where a rider's answers to the offers made to them are mounted, before the rest of the rider area. */
export const riderOffersBase = '/api/rider/offers';

export const acceptOffer = endpoint<DataAnswer<{ id: string; status: 'assigned' }>>()(
  'POST',
  '/api/rider/offers/:orderId/accept',
);

export const declineOffer = endpoint<DataAnswer<{ orderId: string; declined: true }>>()(
  'POST',
  '/api/rider/offers/:orderId/decline',
);
