import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import type { PushNotifications } from '@/features/notifications/hooks/use-push-notifications';

/**
 * The only place the app asks for notification permission: a button that says why, pressed by
 * the user. Denied or unsupported browsers get a quiet line at most, never a prompt.
 */
export function PushPrompt({ status, turnOn }: PushNotifications) {
  const t = useT('notifications');
  const [busy, setBusy] = useState(false);
  if (status === 'default') {
    return (
      <div className="push-prompt">
        <p>{t('pushReason')}</p>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void turnOn().finally(() => setBusy(false));
          }}
        >
          {t('pushTurnOn')}
        </button>
      </div>
    );
  }
  if (status === 'denied') {
    return <p className="push-prompt notification-muted">{t('pushBlocked')}</p>;
  }
  return null;
}
