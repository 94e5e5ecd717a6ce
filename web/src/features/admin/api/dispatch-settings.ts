import * as dispatchApi from '@dropwise/domain/api/dispatch';
import {
  type DispatchSettingsInput,
  dispatchSettingsInputSchema,
  type StoredDispatchSettings,
} from '@dropwise/domain/dispatch';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export { dispatchSettingsInputSchema, type DispatchSettingsInput, type StoredDispatchSettings };

/** GET /api/admin/dispatch: the settings in force (the defaults, version 0, until first saved). */
export async function loadDispatchSettings(auth: Auth): Promise<StoredDispatchSettings> {
  return (await request(dispatchApi.getDispatchSettings, { auth })).data;
}

/**
 * PUT /api/admin/dispatch: replaces the settings. With `version` (the one the admin edited) the
 * server refuses, 409, a save over a newer one someone else made meanwhile.
 */
export async function saveDispatchSettings(
  auth: Auth,
  settings: DispatchSettingsInput,
): Promise<StoredDispatchSettings> {
  return (await request(dispatchApi.saveDispatchSettings, { auth, body: settings })).data;
}
