import type { SosRequest } from '@dropwise/domain/safety/sos';
import { useId, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import type { RaisedSos } from '@/lib/safety/raise-sos';
import { type SosFix, sosPosition } from '@/lib/safety/sos-position';
import { SosConfirm } from './sos-confirm';
import { SosPanel, type SosOutcome } from './sos-panel';
import './sos.css';

// The word on the button in every language: it is known everywhere as it is, and it is what a
// person in trouble looks for.
const SOS = 'SOS';

type Step = { step: 'idle' } | { step: 'confirming' } | SosOutcome;

/**
 * The SOS button of an order (the customer's order page, the rider's job card). One tap only asks
 * to confirm, so a pocket tap sends nothing. Confirming opens a full-screen panel at once (Call 112
 * is there from the first moment), takes the phone's position if it comes within 3 s and sends
 * the alert; the panel then says who was told, or that it failed and why, with Try again (the
 * server answers a repeated alert with the open one). The panel stays after the button's window
 * closes, until it is closed.
 */
export function SosButton({
  available,
  who,
  send,
  locate = sosPosition,
}: {
  /** While the order's SOS window is open (sosAvailable). */
  available: boolean;
  /** Whose screen it is: a customer's confirmation also names their emergency contacts. */
  who: 'customer' | 'rider';
  send: (request: SosRequest) => Promise<RaisedSos>;
  locate?: () => Promise<SosFix | null>;
}) {
  const t = useT('safety');
  const hintId = useId();
  const [state, setState] = useState<Step>({ step: 'idle' });

  const raise = async () => {
    setState({ step: 'sending' });
    const fix = await locate();
    try {
      const raised = await send(fix ?? {});
      setState({ step: 'sent', contacts: raised.told.contacts });
    } catch (error) {
      setState({ step: 'failed', error });
    }
  };

  return (
    <>
      {available ? (
        <>
          <button
            type="button"
            className="sos-button"
            aria-describedby={hintId}
            onClick={() => setState({ step: 'confirming' })}
          >
            {SOS}
          </button>
          <span id={hintId} className="visually-hidden">
            {t('sosButtonHint')}
          </span>
        </>
      ) : null}
      {state.step === 'confirming' ? (
        <SosConfirm who={who} onConfirm={() => void raise()} onCancel={() => setState({ step: 'idle' })} />
      ) : null}
      {state.step === 'sending' || state.step === 'sent' || state.step === 'failed' ? (
        <SosPanel
          who={who}
          outcome={state}
          onRetry={() => void raise()}
          onClose={() => setState({ step: 'idle' })}
        />
      ) : null}
    </>
  );
}
