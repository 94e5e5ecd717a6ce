import type { Page } from 'playwright-core';

/** The order id from an order page's URL, e.g. /riderHistory/<id>. */
export function orderIdFrom(page: Page): string {
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/** A local `YYYY-MM-DDTHH:mm` some hours ahead, in the browser's own time zone. */
export async function browserLocalTimeIn(page: Page, hours: number): Promise<string> {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead * 60 * 60 * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, hours);
}
