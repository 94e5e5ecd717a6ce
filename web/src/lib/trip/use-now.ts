import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs`: for "Updated 20 s ago" lines that must age on screen. */
export function useNow(everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
