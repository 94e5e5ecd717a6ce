import type { BrowserContext } from 'playwright-core';

/**
 * Asks every page of the context to install the app's service worker, which automated browsers
 * get only on request (see web/src/main.tsx): for tests of what the worker does, as on a phone.
 */
export async function askForAppWorker(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // about:blank has no storage of its own.
    if (location.protocol.startsWith('http')) localStorage.setItem('dropwise.appWorker', 'on');
  });
}
