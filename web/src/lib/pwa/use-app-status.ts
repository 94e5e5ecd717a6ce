import { useSyncExternalStore } from 'react';
import { appStatus } from './app-status';

export function useAppStatus() {
  return useSyncExternalStore(appStatus.subscribe, appStatus.get, appStatus.get);
}
