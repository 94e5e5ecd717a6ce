import { useEffect, useState } from 'react';

export const RESEND_AFTER_SECONDS = 30;

/** Seconds left before another code may be requested (0 when it may). */
export function useResendCountdown(sentAt: number, seconds = RESEND_AFTER_SECONDS): number {
  const remaining = () => Math.max(0, Math.ceil((sentAt + seconds * 1000 - Date.now()) / 1000));
  const [left, setLeft] = useState(remaining);
  useEffect(() => {
    setLeft(remaining());
    const timer = setInterval(() => {
      const next = remaining();
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 500);
    return () => clearInterval(timer);
    // remaining depends only on sentAt and seconds
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sentAt, seconds]);
  return left;
}
