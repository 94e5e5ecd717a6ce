import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/lib/i18n/use-t';

/**
 * The step between the SOS button and the alert. Cancel has the focus, so an Enter or a second
 * stray tap on the keyboard does not send; Escape cancels.
 */
export function SosConfirm({
  who,
  onConfirm,
  onCancel,
}: {
  who: 'customer' | 'rider';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT('safety');
  const headingId = useId();
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);

  return createPortal(
    <div className="sos-backdrop">
      <div
        className="sos-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={bodyId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        <h2 id={headingId}>{t('sosConfirmHeading')}</h2>
        <p id={bodyId}>{t('sosConfirmBody', { who })}</p>
        <div className="sos-confirm-actions">
          <button type="button" className="danger" onClick={onConfirm}>
            {t('sosConfirm')}
          </button>
          <button ref={cancel} type="button" className="secondary" onClick={onCancel}>
            {t('sosCancel')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
