import type { Auth } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { setDuty } from '@/features/rider/api/set-duty';
import { useDutyState } from '@/features/rider/api/use-duty-state';
import { currentFix, type LocationProblem, locationProblem } from '@/features/rider/lib/geolocation';
import type { RiderOutbox } from '@/features/rider/lib/rider-outbox';
import { useDutyErrorText } from './use-duty-error-text';
import { type PositionReporting, usePositionReporter } from './use-position-reporter';

/** Where the switch is: explaining why location is needed, asking the browser, or settled. */
export type DutyStep = 'idle' | 'explaining' | 'asking' | 'saving';

export interface Duty {
  /** The server's switch (null while it loads). */
  onDuty: boolean | null;
  step: DutyStep;
  /** Why the rider is (still) off duty, or what went wrong. */
  message: string | null;
  reporting: PositionReporting;
  /** Off -> explain first; on -> off at once. */
  toggle: () => void;
  /** After the explanation: ask the browser for the location, then go on duty. */
  confirm: () => void;
  cancel: () => void;
}

const locationKeys: Record<LocationProblem, MessageKey<'rider'>> = {
  unsupported: 'locationUnsupported',
  blocked: 'locationBlocked',
  timeout: 'locationTimeout',
  unavailable: 'locationUnavailable',
};

/** Kept as what happened rather than as words, so a language switch rewords it. */
type Notice = { location: LocationProblem } | { error: unknown };

/**
 * The rider's duty: going on duty explains why the location is needed, asks for it, and stays off
 * duty (with how to allow it) when it is refused. The server refuses duty while the rider's papers
 * are not in order; the message then names them. While on duty the position is reported.
 */
export function useDuty(auth: Auth, riderId: string, outbox: RiderOutbox): Duty {
  const t = useT('rider');
  const errorText = useDutyErrorText();
  const serverOnDuty = useDutyState(riderId);
  const [step, setStep] = useState<DutyStep>('idle');
  const [notice, setNotice] = useState<Notice | null>(null);
  // What this screen last set, until the server's document says the same (or otherwise, later).
  const [local, setLocal] = useState<boolean | null>(null);
  const onDuty = local ?? serverOnDuty;
  // Once the server's document moves, it is the truth again.
  useEffect(() => setLocal(null), [serverOnDuty]);

  const switchTo = useCallback(
    async (next: boolean, why: Notice | null = null) => {
      setStep('saving');
      try {
        setLocal(await setDuty(auth, next));
        setNotice(why);
      } catch (error) {
        setNotice({ error });
      } finally {
        setStep('idle');
      }
    },
    [auth],
  );

  const reporting = usePositionReporter(outbox, onDuty === true, (error) => {
    void switchTo(false, { location: locationProblem(error) });
  });

  return {
    onDuty,
    step,
    message: !notice
      ? null
      : 'location' in notice
        ? t(locationKeys[notice.location])
        : errorText(notice.error),
    reporting,
    toggle: () => {
      if (step !== 'idle') return;
      if (onDuty) void switchTo(false);
      else {
        setNotice(null);
        setStep('explaining');
      }
    },
    confirm: () => {
      setStep('asking');
      currentFix()
        .then(() => switchTo(true))
        .catch((error: GeolocationPositionError | null) => {
          setNotice({ location: locationProblem(error) });
          setStep('idle');
        });
    },
    cancel: () => setStep('idle'),
  };
}
