import { useState } from 'react';
import type { PushNotifications } from '../hooks/use-push-notifications';

/**
 * The only place the app asks for notification permission: a button that says why, pressed by
 * the user. Denied or unsupported browsers get a quiet line at most, never a prompt.
 */
export function PushPrompt({ status, turnOn }: PushNotifications) {
  const [busy, setBusy] = useState(false);
  if (status === 'default') {
    return (
      <div className="push-prompt">
        <p>
          Get a notification when your order is accepted, picked up or delivered, even when Dropwise is
          closed.
        </p>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void turnOn().finally(() => setBusy(false));
          }}
        >
          Turn on notifications
        </button>
      </div>
    );
  }
  if (status === 'denied') {
    return (
      <p className="push-prompt notification-muted">
        Notifications are blocked in this browser&rsquo;s settings. New ones still appear here.
      </p>
    );
  }
  return null;
}
