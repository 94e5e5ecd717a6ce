import { useT } from '@/lib/i18n/use-t';
import type { DutyStep } from '@/features/rider/hooks/use-duty';

/**
 * The On duty / Off duty switch at the top of the rider's screen, with the explanation shown
 * before the browser asks for the location, and the reason when the rider stays off duty.
 */
export function DutySwitch({
  onDuty,
  step,
  message,
  lastSentAt,
  onToggle,
  onConfirm,
  onCancel,
}: {
  onDuty: boolean | null;
  step: DutyStep;
  message: string | null;
  lastSentAt: number | null;
  onToggle: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT('rider');
  const on = onDuty === true;
  return (
    <section className={`duty${on ? ' duty-on' : ''}`} aria-label={t('dutyRegion')}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="duty-switch"
        disabled={onDuty === null || step === 'saving' || step === 'asking'}
        onClick={onToggle}
      >
        <span className="duty-switch-track" aria-hidden="true">
          <span className="duty-switch-thumb" />
        </span>
        <span className="duty-switch-label">{on ? t('onDuty') : t('offDuty')}</span>
      </button>
      <p className="duty-note" aria-live="polite">
        {onDuty === null
          ? t('loading')
          : on
            ? lastSentAt
              ? t('noteSeen')
              : t('noteFinding')
            : t('noteOffDuty')}
      </p>
      {step === 'explaining' || step === 'asking' ? (
        <div className="duty-explainer" role="dialog" aria-labelledby="duty-explainer-heading">
          <h2 id="duty-explainer-heading">{t('explainerHeading')}</h2>
          <p>{t('explainerBody')}</p>
          <div className="duty-explainer-actions">
            <button type="button" disabled={step === 'asking'} onClick={onConfirm}>
              {step === 'asking' ? t('waitingForLocation') : t('shareAndGoOnDuty')}
            </button>
            <button type="button" className="secondary" disabled={step === 'asking'} onClick={onCancel}>
              {t('notNow')}
            </button>
          </div>
        </div>
      ) : null}
      {message ? (
        <p className="duty-message" role="alert">
          {message}
        </p>
      ) : null}
    </section>
  );
}
