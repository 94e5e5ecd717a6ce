/**
 * The fixed window a moment falls in, as every limiter counts: windows start at whole multiples of
 * their length since the epoch, so every instance agrees on them without talking to each other.
 */
export interface FixedWindow {
  start: number;
  end: number;
  ms: number;
  /** Whole seconds until the window ends, at least 1: the Retry-After of a refused request. */
  retryAfterSeconds: number;
}

export function fixedWindow(windowSeconds: number, now = Date.now()): FixedWindow {
  const ms = windowSeconds * 1000;
  const start = Math.floor(now / ms) * ms;
  const end = start + ms;
  return { start, end, ms, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
}
