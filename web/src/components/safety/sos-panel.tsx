import { EMERGENCY_NUMBER } from '@dropwise/domain/safety/sos';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ApiError } from '@/lib/api/api-error';
import { isUnanswered } from '@/lib/api/unanswered';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';

/** Where an alert stands once confirmed. */
export type SosOutcome =
  { step: 'sending' } | { step: 'sent'; contacts: string[] } | { step: 'failed'; error: unknown };

/** Why the alert did not go, in words for someone who may be in danger. */
function failureKey(error: unknown): MessageKey<'safety'> {
  if (isUnanswered(error)) return 'sosOffline';
  if (error instanceof ApiError && error.status === 409) return 'sosWindowClosed';
  return 'sosFailed';
}

/**
 * The full-screen panel after an SOS is confirmed: calm words, a large Call 112 from the first
 * moment, then who was told, or why the alert did not go (with Try again, unless the trip's
 * window has closed).
 */
export function SosPanel({
  who,
  outcome,
  onRetry,
  onClose,
}: {
  who: 'customer' | 'rider';
  outcome: SosOutcome;
  onRetry: () => void;
  onClose: () => void;
}) {
  const t = useT('safety');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const failed = outcome.step === 'failed';
  // Say each change of heading: the panel opens, or the alert fails.
  useEffect(() => heading.current?.focus(), [failed]);
  const failure = failed ? failureKey(outcome.error) : null;

  return createPortal(
    <div className="sos-panel" role="dialog" aria-modal="true" aria-labelledby={headingId}>
      <div className="sos-panel-body">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {failed ? t('sosFailedHeading') : t('sosPanelHeading')}
        </h2>
        {outcome.step === 'sending' ? <p role="status">{t('sosSending')}</p> : null}
        {outcome.step === 'sent' ? (
          <>
            <p role="status">{t('sosSent')}</p>
            <p className="sos-told-heading">{t('sosTold')}</p>
            <ul className="sos-told">
              {/* A rider's alert also texts the customer's contacts: their names are not the rider's to see. */}
              {who === 'customer'
                ? outcome.contacts.map((name, index) => <li key={`${index}-${name}`}>{name}</li>)
                : null}
              <li>{t('sosToldDesk')}</li>
            </ul>
          </>
        ) : null}
        {failure ? (
          <p className="sos-failure" role="alert">
            {t(failure)}
          </p>
        ) : null}
        <a className="button sos-call" href={`tel:${EMERGENCY_NUMBER}`}>
          {t('sosCall112')}
        </a>
        <p className="sos-call-hint">{t('sosCallHint')}</p>
        <div className="sos-panel-actions">
          {failure && failure !== 'sosWindowClosed' ? (
            <button type="button" onClick={onRetry}>
              {t('sosRetry')}
            </button>
          ) : null}
          <button type="button" className="secondary" disabled={outcome.step === 'sending'} onClick={onClose}>
            {t('sosClose')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
