import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import type { SessionArea } from '@/lib/firebase/app';
import { FirebaseProviders } from '@/lib/firebase/firebase-providers';
import { wantToaster } from '@/lib/idle/toaster-demand';
import { BookingOutboxRunner } from '@/components/offline/booking-outbox-runner';
import { NotificationCenter } from '@/features/notifications/notification-center';
import { AccountDisabledWatcher } from './account-disabled-watcher';

/**
 * Provides Firebase to the screens of one signed-in area. It is loaded lazily, so the public
 * pages (education, policies) never download the Firebase SDKs.
 */
export function FirebaseShell({ area, children }: { area: SessionArea; children?: ReactNode }) {
  // The signed-in screens raise toasts from react-hot-toast directly. A toast raised before the
  // Toaster mounts is shown only for what is left of its duration, so mount it with the shell
  // rather than when the page is idle: a busy page could otherwise lose its first toast.
  useEffect(wantToaster, []);
  return (
    <FirebaseProviders area={area}>
      <AccountDisabledWatcher area={area} />
      {children ?? <Outlet />}
      {area === 'customer' || area === 'admin' ? <NotificationCenter /> : null}
      {area === 'customer' ? <BookingOutboxRunner /> : null}
    </FirebaseProviders>
  );
}
