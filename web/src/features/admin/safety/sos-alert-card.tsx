import type { SosStatus } from '@dropwise/domain/safety/sos';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api/api-error';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import type { SosAlert } from '@/features/admin/api/sos-alerts';
import { AlertDetails } from './alert-details';
import { AlertHistory } from './alert-history';
import { CloseAlertForm } from './close-alert-form';

/** What the desk can do with an alert: the API's acknowledge and close. */
export interface AlertActions {
  acknowledge: (alertId: string) => Promise<void>;
  close: (alertId: string, note: string) => Promise<void>;
}

const statusKey: Record<SosStatus, MessageKey<'safetyDesk'>> = {
  open: 'statusOpen',
  acknowledged: 'statusAcknowledged',
  closed: 'statusClosed',
};

function AcknowledgeButton({ onAcknowledge }: { onAcknowledge: () => Promise<void> }) {
  const t = useT('safetyDesk');
  const [pending, setPending] = useState(false);
  const acknowledge = async () => {
    setPending(true);
    try {
      await onAcknowledge();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <button type="button" className="danger" disabled={pending} onClick={() => void acknowledge()}>
      {pending ? t('acknowledging') : t('acknowledge')}
    </button>
  );
}

/**
 * One alert on the desk: its status, the details, its history, and the next step: Acknowledge
 * while open, Close alert (with a note) once acknowledged. The list updates live after either.
 */
export function SosAlertCard({
  alert,
  now,
  me,
  actions,
}: {
  alert: SosAlert;
  now: number;
  me: string | null;
  actions: AlertActions;
}) {
  const t = useT('safetyDesk');
  const headingId = useId();
  const acknowledge = async () => {
    await actions.acknowledge(alert.id);
    toast.success(t('acknowledged', { orderId: alert.orderId }));
  };
  const close = async (note: string) => {
    await actions.close(alert.id, note);
    toast.success(t('closed', { orderId: alert.orderId }));
  };
  return (
    <article className={`card sos-alert is-${alert.status}`} aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{t('alertHeading', { orderId: alert.orderId })}</h2>
        <span className="sos-status">{t(statusKey[alert.status])}</span>
      </header>
      <AlertDetails alert={alert} now={now} />
      <AlertHistory alert={alert} me={me} />
      {alert.status === 'open' ? <AcknowledgeButton onAcknowledge={acknowledge} /> : null}
      {alert.status === 'acknowledged' ? <CloseAlertForm onClose={close} /> : null}
    </article>
  );
}
