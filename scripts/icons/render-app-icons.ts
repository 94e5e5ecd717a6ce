/**
 * Draws the installed app's icons (web/public/icons/*.png) from the same drop as the favicon, in
 * headless Chromium, so they can be drawn again after a change of colour or shape:
 * `tsx scripts/icons/render-app-icons.ts`. The PNGs are committed: a build never needs Chromium.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium';

const BRAND = '#0b7a75';
const DROP = 'M16 2C10 11 7 15 7 20a9 9 0 0 0 18 0c0-5-3-9-9-18z';

/**
 * White drop on the brand colour. `padding` is the share of the side kept clear around the drop:
 * a maskable icon keeps its drop inside the central 80 % circle that every launcher shape shows.
 */
function iconSvg(size: number, padding: number, rounded: boolean): string {
  const inner = size * (1 - 2 * padding);
  const scale = inner / 32;
  const offset = size * padding;
  const radius = rounded ? size * 0.2 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND}"/>
<path d="${DROP}" fill="#fff" transform="translate(${offset} ${offset}) scale(${scale})"/></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, padding: 0.16, rounded: true },
  { file: 'icon-512.png', size: 512, padding: 0.16, rounded: true },
  { file: 'maskable-512.png', size: 512, padding: 0.24, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, padding: 0.16, rounded: false },
];

const out = new URL('../../web/public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${iconSvg(icon.size, icon.padding, icon.rounded)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: new URL(icon.file, out).pathname, omitBackground: true });
    console.log(`web/public/icons/${icon.file} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
