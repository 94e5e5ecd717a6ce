import { registerSW } from 'virtual:pwa-register';
import { appStatus } from './app-status';

// A tab left open for days still learns of a deploy.
const CHECK_FOR_UPDATES_MS = 60 * 60 * 1000;

/**
 * Registers the app's service worker (built by web/build-tools/app-worker-plugin.ts). When a new
 * version has installed, the app offers a reload instead of switching code under a person's
 * fingers mid-booking.
 */
export function registerAppWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      appStatus.newVersionWaiting(() => void updateServiceWorker(true));
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), CHECK_FOR_UPDATES_MS);
    },
  });
}
