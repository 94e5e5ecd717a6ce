import * as safetyApi from '@dropwise/domain/api/safety';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** POST /api/admin/sos/:alertId/acknowledge: someone at the desk has the alert in hand. */
export async function acknowledgeSos(auth: Auth, alertId: string): Promise<void> {
  await request(safetyApi.acknowledgeSos, { auth, params: { alertId } });
}

/** POST /api/admin/sos/:alertId/close: the alert is dealt with; the note says how. */
export async function closeSos(auth: Auth, alertId: string, note: string): Promise<void> {
  await request(safetyApi.closeSos, { auth, params: { alertId }, body: { note } });
}
