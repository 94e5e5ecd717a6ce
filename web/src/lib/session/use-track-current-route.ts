import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { accountStore } from './account-store';

/** Keeps the store's current route up to date (e.g. to resume where the customer was). */
export function useTrackCurrentRoute(): void {
  const location = useLocation();
  useEffect(() => {
    accountStore.setCurrentRoute(location.pathname + location.search);
  }, [location.pathname, location.search]);
}
