import type { DutyStep } from '../hooks/use-duty';

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
  const on = onDuty === true;
  return (
    <section className={`duty${on ? ' duty-on' : ''}`} aria-label="Duty">
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
        <span className="duty-switch-label">{on ? 'On duty' : 'Off duty'}</span>
      </button>
      <p className="duty-note" aria-live="polite">
        {onDuty === null
          ? 'Loading...'
          : on
            ? lastSentAt
              ? 'Customers with a job of yours can see where you are.'
              : 'Finding your position...'
            : 'You get no jobs and nobody sees your position.'}
      </p>
      {step === 'explaining' || step === 'asking' ? (
        <div className="duty-explainer" role="dialog" aria-labelledby="duty-explainer-heading">
          <h2 id="duty-explainer-heading">Share your location while on duty</h2>
          <p>
            While you are on duty, Dropwise sends your position every few seconds so dispatch can find the
            nearest rider and your customer can see you coming. It stops the moment you go off duty or sign
            out.
          </p>
          <div className="duty-explainer-actions">
            <button type="button" disabled={step === 'asking'} onClick={onConfirm}>
              {step === 'asking' ? 'Waiting for your location...' : 'Share location and go on duty'}
            </button>
            <button type="button" className="secondary" disabled={step === 'asking'} onClick={onCancel}>
              Not now
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
