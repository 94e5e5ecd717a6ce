import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** Where the browser tests leave pictures of screens for people to look at (never compared). */
export const SCREENSHOTS = '.cache/screenshots';

/** Takes a full-page picture as `<prefix>-<name>.png`, so each test file's pictures sort together. */
export function screenshotsNamed(prefix: string): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/${prefix}-${name}.png`, fullPage: true });
  };
}
