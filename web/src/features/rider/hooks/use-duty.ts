import type { Auth } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api/api-error';
import { setDuty } from '../api/set-duty';
import { useDutyState } from '../api/use-duty-state';
import { currentFix, locationProblem } from '../lib/geolocation';
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

/**
 * The rider's duty: going on duty explains why the location is needed, asks for it, and stays off
 * duty (with how to allow it) when it is refused. While on duty the position is reported.
 */
export function useDuty(auth: Auth, riderId: string): Duty {
  const serverOnDuty = useDutyState(riderId);
  const [step, setStep] = useState<DutyStep>('idle');
  const [message, setMessage] = useState<string | null>(null);
  // What this screen last set, until the server's document says the same (or otherwise, later).
  const [local, setLocal] = useState<boolean | null>(null);
  const onDuty = local ?? serverOnDuty;
  // Once the server's document moves, it is the truth again.
  useEffect(() => setLocal(null), [serverOnDuty]);

  const switchTo = useCallback(
    async (next: boolean, why: string | null = null) => {
      setStep('saving');
      try {
        setLocal(await setDuty(auth, next));
        setMessage(why);
      } catch (error) {
        setMessage(errorMessage(error));
      } finally {
        setStep('idle');
      }
    },
    [auth],
  );

  const reporting = usePositionReporter(auth, onDuty === true, (error) => {
    void switchTo(false, locationProblem(error).message);
  });

  return {
    onDuty,
    step,
    message,
    reporting,
    toggle: () => {
      if (step !== 'idle') return;
      if (onDuty) void switchTo(false);
      else {
        setMessage(null);
        setStep('explaining');
      }
    },
    confirm: () => {
      setStep('asking');
      currentFix()
        .then(() => switchTo(true))
        .catch((error: GeolocationPositionError | null) => {
          setMessage(locationProblem(error).message);
          setStep('idle');
        });
    },
    cancel: () => setStep('idle'),
  };
}
