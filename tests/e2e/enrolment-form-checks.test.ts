import { describe, expect } from 'vitest';
import { browserTest } from '../support/browser';
import { adminDb } from '../support/education';
import { APP_URL } from '../support/emulators';
import { fillEnrolmentForm } from '../support/enrolment-form';
import { ENROLMENTS } from '@dropwise/domain/collections';

/** The module with the form's rules, the request and the server's answers (its own chunk). */
const CHECKS_CHUNK = /\/assets\/submit-enrolment-[^/]*\.js$/;

/** Every URL the test's page has requested, newest last. */
let requested: string[] = [];

const it = browserTest({
  preparePage: (page) => {
    requested = [];
    page.on('request', (request) => requested.push(request.url()));
  },
});

describe('the enrolment form loads its checks when a person touches it', () => {
  it('not with the page: the first touch fetches them, and empty fields get their messages', async ({
    page,
  }) => {
    await page.goto(`${APP_URL}/eduform/BCA`);
    // Submit is enabled once the app has attached to the pre-rendered form.
    await page.getByRole('button', { name: 'Submit', disabled: false }).waitFor();
    expect(requested.filter((url) => CHECKS_CHUNK.test(url))).toEqual([]);

    await page.getByLabel('Full Name').click();
    await expect.poll(() => requested.some((url) => CHECKS_CHUNK.test(url))).toBe(true);

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Enter your full name.').waitFor();
    await page.getByText('Enter your email.').waitFor();
  });

  it('when they cannot load, Submit says so; once they can, the same values are sent', async ({ page }) => {
    await page.route(CHECKS_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto(`${APP_URL}/eduform/BCA`);
    await page.getByRole('button', { name: 'Submit', disabled: false }).waitFor();

    const name = `Checks Later ${Date.now()}`;
    await fillEnrolmentForm(page, { name, email: 'checks.later@example.com', city: 'Nagpur' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: 'The form could not load its checks.' }).waitFor();
    const before = await adminDb.collection(ENROLMENTS).where('name', '==', name).count().get();
    expect(before.data().count).toBe(0);

    await page.unroute(CHECKS_CHUNK);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Enrolled Successfully').waitFor();
    expect(await page.getByText('The form could not load its checks.').count()).toBe(0);
    const stored = await adminDb.collection(ENROLMENTS).where('name', '==', name).get();
    expect(stored.size).toBe(1);
  });
});
