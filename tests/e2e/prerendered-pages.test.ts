import { describe, expect } from 'vitest';
import { browserTest, trackConsoleErrors } from '../support/browser';
import { adminDb } from '../support/education';
import { APP_URL } from '../support/emulators';
import { fillEnrolmentForm } from '../support/enrolment-form';
import { ENROLMENTS } from '@dropwise/domain/collections';

const SECTION_HEADINGS = [
  'Top Courses',
  'Skill Certified Courses',
  'NIOS Board Courses',
  'UG Degree Courses',
  'PG Degree Courses',
];

const it = browserTest();

describe('the public pages, written as HTML at build time', () => {
  it('Hosting answers /education and /eduform/:course with the page itself, everything else with the app shell', async () => {
    const catalogue = await (await fetch(`${APP_URL}/education`)).text();
    expect(catalogue).toContain('<h2 id="ug-courses-heading">UG Degree Courses</h2>');
    const form = await (await fetch(`${APP_URL}/eduform/MCA`)).text();
    expect(form).toContain('<label for="enrol-city">City</label>');
    const shell = await (await fetch(`${APP_URL}/alogin`)).text();
    expect(shell).toContain('<div id="root"></div>');
  });

  it('with JavaScript turned off, /education shows its courses and /eduform/BCA its form', async ({
    openPage,
  }) => {
    const { page } = await openPage({ javaScriptEnabled: false });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await page.goto(`${APP_URL}/education`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dropwise Education courses');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(SECTION_HEADINGS);
    expect(await page.getByRole('button', { name: 'Enroll Now' }).count()).toBe(14);
    expect(await page.getByRole('article', { name: 'BCA' }).textContent()).toContain(
      'Bachelor of Computer Applications',
    );
    // The visit count needs the server: a placeholder holds its place.
    expect(await page.getByTestId('total-visits').textContent()).toBe('…');
    expect(await page.getByRole('link', { name: 'HelpLine' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );

    await page.goto(`${APP_URL}/eduform/BCA`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Enrolment for BCA');
    for (const label of ['Full Name', 'Email', 'Phone Number', 'City']) {
      expect(await page.getByLabel(label).count()).toBe(1);
    }
    // Until the app is there to send it, the form cannot leak what was typed into an address.
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    expect(scripts).toEqual([]);
  });

  it('with JavaScript, the pages hydrate without a mismatch and enrolment still submits', async ({
    page,
  }) => {
    const consoleErrors = trackConsoleErrors(page);

    await page.goto(`${APP_URL}/education`);
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
    // The visit count comes from the server once the app has attached to the page.
    await expect.poll(async () => page.getByTestId('total-visits').textContent()).toMatch(/^[\d,]+$/);
    // Hydration kept the painted element rather than rendering a new one.
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);

    await page.getByRole('article', { name: 'MCA' }).getByRole('button', { name: 'Enroll Now' }).click();
    await page.waitForURL(`${APP_URL}/eduform/MCA`);
    await page.getByRole('heading', { name: 'Enrolment for MCA' }).waitFor();

    // A fresh load of the pre-rendered form, then an enrolment through it.
    await page.goto(`${APP_URL}/eduform/BCA`);
    const name = `Prerender Visitor ${Date.now()}`;
    await fillEnrolmentForm(page, { name, email: 'prerender@example.com', city: 'Bhopal' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Enrolled Successfully').waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    const stored = await adminDb.collection(ENROLMENTS).where('name', '==', name).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]?.get('course')).toBe('BCA');
    expect(page.url()).toBe(`${APP_URL}/eduform/BCA`);

    // React reports hydration mismatches as errors (minified #418/#423/#425 in production builds).
    expect(consoleErrors).toEqual([]);
  });
});
