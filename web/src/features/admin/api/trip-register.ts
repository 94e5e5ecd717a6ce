import { tripRegister } from '@dropwise/domain/api/admin';
import type { Auth } from 'firebase/auth';
import { requestFile } from '@/lib/api/request';
import { saveBlob } from '@/lib/files/save-blob';

/** GET /api/admin/trip-register as the server's CSV file, saved by the browser. */
export async function downloadTripRegister(auth: Auth, range: { from: string; to: string }): Promise<void> {
  const { blob, fileName } = await requestFile(tripRegister, { auth, query: { ...range, format: 'csv' } });
  saveBlob(blob, fileName ?? `trip-register-${range.from}-to-${range.to}.csv`);
}
