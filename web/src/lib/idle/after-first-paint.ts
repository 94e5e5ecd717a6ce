/**
 * Runs `task` once the page has painted and the main thread is idle (or after `timeoutMs` at the
 * latest), so work that is not needed for the first screen never competes with it.
 */
export function whenIdleAfterFirstPaint(task: () => void, timeoutMs = 3000): void {
  const runWhenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    else setTimeout(task, 200);
  };
  // The frame after the next animation frame is the first one after paint.
  if (document.visibilityState === 'hidden') runWhenIdle();
  else requestAnimationFrame(() => setTimeout(runWhenIdle, 0));
}
