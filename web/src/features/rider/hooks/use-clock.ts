import { useLayoutEffect, useState } from 'react';

/**
 * The time, refreshed every `everyMs` while `running` (a countdown on screen), and left alone
 * otherwise, so a screen with nothing counting down does not redraw for nothing. It is brought up
 * to date before the first frame of a new run, which would otherwise count from when the last one
 * stopped.
 */
export function useClock(running: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useLayoutEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [running, everyMs]);
  return now;
}
