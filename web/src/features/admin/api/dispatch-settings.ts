import {
  type DispatchSettingsInput,
  dispatchSettingsInputSchema,
  type StoredDispatchSettings,
} from '@dropwise/domain/dispatch';
import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '@/lib/api/request';

export { dispatchSettingsInputSchema, type DispatchSettingsInput, type StoredDispatchSettings };

/** GET /api/admin/dispatch: the settings in force (the defaults, version 0, until first saved). */
export async function loadDispatchSettings(auth: Auth): Promise<StoredDispatchSettings> {
  return (await request<DataAnswer<StoredDispatchSettings>>('GET', '/api/admin/dispatch', { auth })).data;
}

/**
 * PUT /api/admin/dispatch: replaces the settings. With `version` (the one the admin edited) the
 * server refuses, 409, a save over a newer one someone else made meanwhile.
 */
export async function saveDispatchSettings(
  auth: Auth,
  settings: DispatchSettingsInput,
): Promise<StoredDispatchSettings> {
  return (
    await request<DataAnswer<StoredDispatchSettings>>('PUT', '/api/admin/dispatch', { auth, body: settings })
  ).data;
}
