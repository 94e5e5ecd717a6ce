import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { expect, test } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { signInCustomerInBrowser } from './customer-login';
import { demo, type SignedInUser, signInWithPassword } from './emulators';

/** Debian's Chromium, headless, kept off the (closed) network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/** Collects what the page logs as console errors, so a test can assert there were none. */
export function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Collects uncaught page errors so a test can assert the page did not crash. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** A page in a browser context of its own (its own cookies, storage and permissions). */
export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors on `page` so far; the test fails at its end unless this is empty. */
  errors: Error[];
}

export interface BrowserFixtures extends Omit<OpenedPage, 'errors'> {
  /** Opens one more page in a fresh context, e.g. a second person; closed when the test ends. */
  openPage: (options?: BrowserContextOptions) => Promise<OpenedPage>;
  /** The file's one Chromium. */
  browser: Browser;
  /** The test's own page, which `page` and `context` come from. */
  firstPage: OpenedPage;
  /** `page`, with the demo customer signed in through the real /login screen. */
  customerPage: Page;
  /** The demo admin, signed in over the Auth REST API, for the API calls that set a test up. */
  admin: SignedInUser;
}

export interface BrowserTestOptions {
  /**
   * Options for every context the file opens (viewport, downloads, ...). Service workers are
   * blocked unless a file allows them (`serviceWorkers: 'allow'`), so that each fresh context does
   * not download the whole app in the background.
   */
  context?: BrowserContextOptions;
  /** Runs on every new context before its page opens, e.g. an init script. */
  prepareContext?: (context: BrowserContext) => Promise<unknown>;
  /** Runs on every new page before the test uses it, e.g. to record its requests. */
  preparePage?: (page: Page) => void;
}

/**
 * The browser test of the end-to-end suite: `it('...', async ({ page }) => ...)`.
 * One Chromium per test file, launched when a test first asks for a page; every test that asks
 * gets `page` in a fresh context, and every context a test opens is closed when it ends.
 * A test fails if any page it opened threw an uncaught error, so no test has to say so itself.
 * `customerPage` and `admin` are signed in only for the tests that name them.
 */
export function browserTest(options: BrowserTestOptions = {}) {
  return test.extend<BrowserFixtures>({
    browser: [
      // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
      async ({}, use) => {
        const browser = await launchBrowser();
        await use(browser);
        await browser.close();
      },
      { scope: 'file' },
    ],
    openPage: async ({ browser }, use) => {
      const opened: OpenedPage[] = [];
      await use(async (extra) => {
        const context = await browser.newContext({ serviceWorkers: 'block', ...options.context, ...extra });
        await options.prepareContext?.(context);
        const page = await context.newPage();
        options.preparePage?.(page);
        const one = { page, context, errors: trackPageErrors(page) };
        opened.push(one);
        return one;
      });
      // Read before closing, so an error thrown while a page unloads is not blamed on the test.
      const uncaught = opened.flatMap(({ errors }) => [...errors]);
      for (const { context } of opened) await context.close();
      expect(uncaught, 'uncaught errors in the pages this test opened').toEqual([]);
    },
    firstPage: async ({ openPage }, use) => use(await openPage()),
    page: async ({ firstPage }, use) => use(firstPage.page),
    context: async ({ firstPage }, use) => use(firstPage.context),
    customerPage: async ({ page }, use) => {
      await signInCustomerInBrowser(page, demo.customerPhone);
      await use(page);
    },
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
    admin: async ({}, use) => use(await signInWithPassword(demo.admin.email, demo.admin.password)),
  });
}
