import { adminAuth } from '../../lib/firebase-admin.js';
import { adminUids } from '../notifications/admin-uids.js';
import type { DispatchDeps } from './dispatch-deps.js';
import { cloudTasksTimer } from './dispatch-timer.js';

/** The dispatch steps as the deployed functions run them: the real clock, Cloud Tasks, Auth's admins. */
export function liveDispatchDeps(): DispatchDeps {
  const tasks = cloudTasksTimer();
  return {
    now: Date.now,
    timer: {
      async wakeAt(orderId, atMs) {
        try {
          await tasks.wakeAt(orderId, atMs);
        } catch (error) {
          // The minute sweep advances the order instead, a little later.
          console.warn('dispatch: could not set the timer', orderId, String(error));
        }
      },
    },
    adminUids: () => adminUids(adminAuth),
  };
}
