import { describe, expect } from 'vitest';
import { browserTest } from '../support/browser';
import { APP_URL } from '../support/emulators';

const it = browserTest();

describe('the account deletion and privacy pages, signed out, in Chromium', () => {
  it.for([
    {
      path: '/delete-account',
      title: 'Delete your Dropwise account',
      signIn: '/login',
      brand: 'Dropwise',
      customerLinks: 1,
      comeBack: 'You can sign up again later as a new customer.',
    },
    {
      path: '/delete-account-rider',
      title: 'Delete your Dropwise rider account',
      signIn: '/alogin',
      brand: 'Dropwise rider',
      customerLinks: 0,
      comeBack: 'ask the Dropwise team for a new rider account',
    },
    {
      path: '/delete-account-digistall',
      title: 'Delete your Dropwise shop staff account',
      signIn: '/shop',
      brand: 'Dropwise for shops',
      customerLinks: 0,
      comeBack: 'ask Dropwise to add your phone number to it again',
    },
  ] as const)(
    'signed out, $path explains deletion in its own bar and links to its own sign-in and back',
    async ({ path, title, signIn, brand, customerLinks, comeBack }, { page }) => {
      await page.goto(`${APP_URL}${path}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByRole('heading', { name: 'How to delete your account' }).waitFor();
      const link = page.getByRole('link', { name: 'Sign in to delete your account' });
      expect(await link.getAttribute('href')).toBe(`${signIn}?next=${encodeURIComponent(path)}`);
      expect(await page.getByRole('button', { name: 'Delete my account' }).count()).toBe(0);
      await page.getByRole('link', { name: brand, exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Book a ride' }).count()).toBe(customerLinks);
      await page.getByText(comeBack).waitFor();
    },
  );

  it.for([
    ['/privacy-policy', 'Dropwise privacy policy'],
    ['/privacy-policy-rider', 'Privacy policy for Dropwise riders'],
  ])(
    '%s is a readable policy saying what is collected, why, how long and how to delete',
    async ([path, title], { page }) => {
      await page.goto(`${APP_URL}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      for (const section of [
        'What we collect',
        'Why we use it',
        'How long we keep it',
        'How to delete your account',
      ]) {
        expect(await page.getByRole('heading', { name: section, level: 2 }).count()).toBe(1);
      }
    },
  );
});
