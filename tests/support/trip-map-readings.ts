import type { Page } from 'playwright-core';

/** Where the map's rider marker is (`lat,lng`), or null when there is none. */
export const riderMarker = (page: Page) =>
  page
    .locator('.trip-map-canvas')
    .first()
    .getAttribute('data-rider', { timeout: 1_000 })
    .catch(() => null);

/** The minutes of the estimate on screen, or null when none is shown. */
export const etaMinutes = async (page: Page) => {
  const value = await page
    .locator('[data-eta-minutes]')
    .first()
    .getAttribute('data-eta-minutes', { timeout: 1_000 })
    .catch(() => null);
  return value === null ? null : Number(value);
};
