import { COURSE_SECTIONS } from '@dropwise/domain/education-courses';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserTest } from '../support/browser';
import { APP_URL } from '../support/emulators';

const it = browserTest({ context: { viewport: { width: 390, height: 844 } } });

/** The section's heading is on screen, below the fixed top bar rather than under it. */
async function expectHeadingInView(page: Page, heading: string): Promise<void> {
  const target = page.getByRole('heading', { name: heading, level: 2 });
  await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThan(0);
  const bar = (await page.locator('.edu-topbar').boundingBox())!;
  const box = (await target.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
}

describe('education course sections on a phone', () => {
  it('the section links scroll each section heading into view below the bar', async ({ page }) => {
    await page.goto(`${APP_URL}/education`);
    const nav = page.getByRole('navigation', { name: 'Education sections' });
    for (const [link, section] of [
      ['PG Courses', 'pg-courses'],
      ['Skill Courses', 'skill-courses'],
      ['UG Courses', 'ug-courses'],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expectHeadingInView(page, COURSE_SECTIONS.find((s) => s.id === section)!.heading);
    }
  });

  it('arriving at /education#pg-courses from another page shows that section', async ({ page }) => {
    await page.goto(`${APP_URL}/privacy-policy`);
    await page.goto(`${APP_URL}/education#pg-courses`);
    await expectHeadingInView(page, 'PG Degree Courses');
    await expect(page.getByRole('button', { name: 'Enroll Now' }).last().isVisible()).resolves.toBe(true);
  });
});
