import { useT } from '@/lib/i18n/use-t';
import { riderErrorText } from '@/features/rider/lib/rider-error-text';
import type { OutboxState, Refusal } from '@/features/rider/lib/outbox-types';
import { useStepName } from './job-card';

/**
 * What waits for the connection, above the jobs (the steps tapped, the position), and each waiting
 * step the server refused once the connection was back, until the rider has read it.
 */
export function OutboxStatus({
  state,
  positionWaiting,
  onDismiss,
}: {
  state: OutboxState;
  positionWaiting: boolean;
  onDismiss: (refusal: Refusal) => void;
}) {
  const t = useT('rider');
  const stepName = useStepName();
  const count = state.steps.length;
  return (
    <>
      {count > 0 || positionWaiting ? (
        <div className="outbox-status" role="status">
          {count > 0 ? <p>{t('stepsWaiting', { count })}</p> : null}
          {positionWaiting ? <p>{t('positionWaiting')}</p> : null}
        </div>
      ) : null}
      {state.refusals.map((refusal) => (
        <div
          key={`${refusal.step.orderId}:${refusal.step.to}:${refusal.step.queuedAt}`}
          className="outbox-refusal"
          role="alert"
        >
          <p>
            {t('stepRefused', {
              step: stepName(refusal.step.to),
              id: refusal.step.orderId,
              reason: riderErrorText(t, refusal.error),
            })}
          </p>
          <button type="button" className="secondary" onClick={() => onDismiss(refusal)}>
            {t('dismiss')}
          </button>
        </div>
      ))}
    </>
  );
}
