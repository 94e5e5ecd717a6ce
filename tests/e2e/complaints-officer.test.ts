import { describe, expect } from 'vitest';
import { browserTest } from '../support/browser';
import { APP_URL } from '../support/emulators';

const it = browserTest();

describe('the grievance officer on the privacy pages, in Chromium', () => {
  it.for(['/privacy-policy', '/privacy-policy-rider'])(
    '%s names the demo officer with a mail and a phone link',
    async (path, { page }) => {
      await page.goto(`${APP_URL}${path}`);
      await page.getByRole('heading', { name: 'Grievance officer', level: 2 }).waitFor();
      await page.getByText('Asha Kulkarni (demo)').waitFor();
      const mail = page.getByRole('link', { name: 'grievance@dropwise.example' });
      expect(await mail.getAttribute('href')).toBe('mailto:grievance@dropwise.example');
      expect(await page.getByRole('link', { name: '+919876540000' }).getAttribute('href')).toBe(
        'tel:+919876540000',
      );
    },
  );
});
