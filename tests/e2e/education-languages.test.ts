import type { Page, Response } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserTest, trackConsoleErrors } from '../support/browser';
import { APP_URL } from '../support/emulators';

// A phone in India whose browser asks for Hindi first (Accept-Language and navigator.languages).
const it = browserTest({ context: { locale: 'hi-IN', viewport: { width: 390, height: 844 } } });

const headings = {
  en: 'Dropwise Education courses',
  hi: 'Dropwise शिक्षा के कोर्स',
  mr: 'Dropwise शिक्षण अभ्यासक्रम',
} as const;
const enrolButtons = { en: 'Enroll Now', hi: 'अभी नामांकन करें', mr: 'प्रवेश नोंदणी करा' } as const;

type Shown = keyof typeof headings;

async function expectPageIn(page: Page, language: Shown): Promise<void> {
  await expect
    .poll(async () => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
    .toBe(headings[language]);
  expect(await page.getAttribute('html', 'lang')).toBe(language);
  expect(await page.getByRole('button', { name: enrolButtons[language], exact: true }).count()).toBe(14);
}

/** The language of the page Hosting sent, before any script ran. */
async function servedLanguage(response: Response | null): Promise<string | undefined> {
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  return /<html lang="([^"]+)">/.exec(html)?.[1];
}

/** The app attached to the painted page (hydration) rather than drawing it again. */
async function expectHydrated(page: Page, visits: RegExp): Promise<void> {
  const painted = await page.getByRole('heading', { level: 1 }).elementHandle();
  // The first call can meet a cold function: allow it time.
  await expect
    .poll(async () => page.getByTestId('total-visits').textContent(), { timeout: 30_000 })
    .toMatch(visits);
  expect(await painted?.evaluate((element) => element.isConnected)).toBe(true);
}

describe('/education in Hindi, Marathi and English', () => {
  it('follows the browser to Hindi, switches to मराठी and to English, and a reload keeps the choice', async ({
    page,
  }) => {
    const consoleErrors = trackConsoleErrors(page);
    // First visit: Hosting picks the Hindi page by Accept-Language, and the app agrees with it.
    expect(await servedLanguage(await page.goto(`${APP_URL}/education`))).toBe('hi');
    await expectPageIn(page, 'hi');
    await expectHydrated(page, /^[\d,]+$/);
    expect(await page.getByText('कुल विज़िट:').count()).toBe(1);

    // The switch names each language in itself; the page changes without a reload.
    const languageSwitch = page.locator('.edu-topbar select');
    expect(await languageSwitch.locator('option').allTextContents()).toEqual(['English', 'हिन्दी', 'मराठी']);
    await languageSwitch.selectOption('mr');
    await expectPageIn(page, 'mr');
    expect(page.url()).toBe(`${APP_URL}/education`);

    // A reload is served the Marathi page (the switch's cookie) and attaches to it.
    expect(await servedLanguage(await page.reload())).toBe('mr');
    await expectPageIn(page, 'mr');
    // Marathi writes its figures in Devanagari digits.
    await expectHydrated(page, /^[०-९,]+$/);

    await languageSwitch.selectOption('en');
    await expectPageIn(page, 'en');
    expect(await servedLanguage(await page.reload())).toBe('en');
    await expectPageIn(page, 'en');
    await expectHydrated(page, /^[\d,]+$/);
    expect(await page.getByRole('link', { name: 'Skill Courses' }).count()).toBe(1);

    // React reports hydration mismatches as errors (minified #418/#423/#425 in production builds).
    expect(consoleErrors).toEqual([]);
  });

  it('serves the enrolment form in Hindi too, and it hydrates in Hindi', async ({ page }) => {
    const consoleErrors = trackConsoleErrors(page);
    const response = await page.goto(`${APP_URL}/eduform/BCA`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<label for="enrol-name">पूरा नाम</label>');
    await page.getByRole('heading', { level: 1, name: 'BCA के लिए नामांकन' }).waitFor();
    // Submit waits for the app: enabled, it shows the app has attached.
    await expect.poll(async () => page.getByRole('button', { name: 'भेजें' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('फ़ोन नंबर').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});
