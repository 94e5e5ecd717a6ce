import type { Locator, Page } from 'playwright-core';

/**
 * Presses Tab (never the mouse) until `target` has focus, as a keyboard user would, and fails if
 * it is not reached within `maxPresses`: a control the Tab key cannot reach fails the test.
 */
export async function tabTo(page: Page, target: Locator, what: string, maxPresses = 80): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} was not reached with ${maxPresses} presses of Tab.`);
}

/** Tabs to a text field and types into it. */
export async function tabAndType(page: Page, field: Locator, what: string, text: string): Promise<void> {
  await tabTo(page, field, what);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter on it. */
export async function tabAndPress(page: Page, control: Locator, what: string): Promise<void> {
  await tabTo(page, control, what);
  await page.keyboard.press('Enter');
}
