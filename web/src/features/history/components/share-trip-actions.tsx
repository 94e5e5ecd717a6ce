import type { OrderKind } from '@dropwise/domain/booking';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/firebase/instances';
import { errorMessage } from '@/lib/api/api-error';
import { useT } from '@/lib/i18n/use-t';
import { shareTrip, stopSharingTrip } from '@/features/history/api/share-trip';
import { useSharedLink } from '@/features/history/api/use-shared-link';
import { shareText } from './share-text';

/**
 * Share trip: the Web Share API's sheet where the browser has one, otherwise the link and its text
 * go to the clipboard. The link shows on the page once made, with Stop sharing beside it.
 */
export function ShareTripActions({
  orderId,
  kind,
  handoverCode,
}: {
  orderId: string;
  kind: OrderKind;
  handoverCode: string | null;
}) {
  const auth = useAuth();
  const t = useT('history');
  const stored = useSharedLink(orderId, true);
  // What this page just made or stopped, until the stored link catches up.
  const [made, setMade] = useState<string | null | undefined>(undefined);
  const link = made === undefined ? stored : made;
  useEffect(() => setMade(undefined), [stored]);
  const [busy, setBusy] = useState(false);

  const share = async () => {
    setBusy(true);
    try {
      const { url } = await shareTrip(auth, orderId);
      setMade(url);
      const text = shareText(kind, handoverCode, t);
      const title = t(kind === 'ride' ? 'shareTitleRide' : 'shareTitleParcel');
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, text, url });
          return;
        } catch (error) {
          // The person closed the sheet: nothing to say. Any other failure falls back to copying.
          if ((error as Error).name === 'AbortError') return;
        }
      }
      await navigator.clipboard.writeText(`${text}\n${url}`);
      toast.success(t('linkCopied'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    setBusy(true);
    try {
      await stopSharingTrip(auth, orderId);
      setMade(null);
      toast.success(t('sharingStopped'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="share-trip" aria-label={t('shareTrip')}>
      <div className="share-trip-buttons">
        <button type="button" disabled={busy} onClick={() => void share()}>
          {t('shareTrip')}
        </button>
        {link ? (
          <button type="button" className="secondary" disabled={busy} onClick={() => void stop()}>
            {t('stopSharing')}
          </button>
        ) : null}
      </div>
      {link ? (
        <p className="share-trip-link">
          {t.rich('sharedLink', {
            link: (
              <a href={link} target="_blank" rel="noreferrer">
                {link}
              </a>
            ),
          })}
        </p>
      ) : (
        <p className="share-trip-hint">{t('shareHint')}</p>
      )}
    </section>
  );
}
