/**
 * What the app shell tells people about itself: whether the browser is offline, and whether a
 * new version is waiting. A plain store, so the service worker's registration (loaded after the
 * first paint) and the banners (mounted only when they have something to say) stay apart.
 */
export interface AppStatus {
  offline: boolean;
  /** Set when a new version is installed and waiting; calling it reloads into that version. */
  reloadToUpdate: (() => void) | null;
}

let status: AppStatus = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  reloadToUpdate: null,
};
const listeners = new Set<() => void>();

function update(change: Partial<AppStatus>) {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

export const appStatus = {
  get: () => status,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  newVersionWaiting: (reload: () => void) => update({ reloadToUpdate: reload }),
  connectionChanged: (offline: boolean) => update({ offline }),
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => appStatus.connectionChanged(false));
  window.addEventListener('offline', () => appStatus.connectionChanged(true));
}
