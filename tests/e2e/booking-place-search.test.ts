import { describe, expect } from 'vitest';
import { openPlacesStep } from '../support/booking-page';
import { browserTest } from '../support/browser';

const it = browserTest();

describe('booking in Chromium', () => {
  it('the customer finds Swargate and Hinjewadi by typing them, and the quote shows the distance between them', async ({
    customerPage: page,
  }) => {
    await openPlacesStep(page);

    const pickupBox = page.getByRole('combobox', { name: 'Pickup address' });
    const dropOffBox = page.getByRole('combobox', { name: 'Drop-off address' });
    await pickupBox.pressSequentially('Swargate', { delay: 20 });
    await page.getByRole('option', { name: /^Swargate Police Station/ }).click();
    // As people spell it: the gazetteer's places are written "Hinjawadi", and the typo is forgiven.
    await dropOffBox.pressSequentially('Hinjewadi', { delay: 20 });
    await page
      .getByRole('option', { name: /Hinjawadi/ })
      .first()
      .waitFor();
    await dropOffBox.press('ArrowDown');
    await dropOffBox.press('Enter');
    expect(await pickupBox.inputValue()).toMatch(/^Swargate Police Station, .*Pune$/);
    expect(await dropOffBox.inputValue()).toMatch(/Hinjawadi/);
    await page.getByText('Place chosen from the list: the fare follows the distance.').first().waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Passengers').fill('1');
    await page.getByRole('button', { name: 'Next' }).click();

    // Swargate to Hinjawadi is about 15 km as the crow flies.
    const estimate = page.getByRole('table', { name: 'Fare estimate' });
    await estimate.waitFor();
    const distanceKm = Number(/Distance \((\d+\.\d) km x/.exec((await estimate.textContent()) ?? '')?.[1]);
    expect(distanceKm).toBeGreaterThan(12);
    expect(distanceKm).toBeLessThan(18);
    await page.getByText(new RegExp(`Straight-line distance: ${distanceKm} km`)).waitFor();
    await page
      .getByText(/OpenStreetMap contributors/)
      .first()
      .waitFor();
  });
});
