import type { Auth } from 'firebase-admin/auth';
import { type Browser, chromium, type Page } from 'playwright-core';
import { orderPath, pagePaths, trackingPath } from '@dropwise/domain/page-paths';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { signInCustomerInBrowser } from '../../tests/support/customer-login';
import { APP_URL, demo } from '../../tests/support/emulators';
import { signInAtAlogin } from '../../tests/support/staff-login';
import { addListenerReads, ledger, type OrderRecord } from './ledger';
import { type ListenEvent, ListenBilling } from './listen-billing';
import { pageProbe } from './page-probe';

interface Screen {
  label: string;
  page: Page;
  /** The order it shows, and since when its status badge has shown (its listeners are live). */
  orderId: string | null;
  readyAt: number | null;
  /**
   * Since when its map has shown the order's rider: the marker's first appearance (when the page
   * starts following an assigned rider) is not a report delivered, so only later moves count.
   */
  markerSince: number | null;
  /** What its listeners hold, so that only what Firestore would bill counts. */
  billing: ListenBilling;
}

type Seen = {
  kind: 'marker' | 'status' | 'sos' | 'listen';
  value: string;
  at: number;
  path: string;
  listen?: ListenEvent;
};

/**
 * The open screens, in one headless Chromium, each in a context of its own: the first customers'
 * order pages (signed in through /login with the SMS code, as the e2e suite does), two admins'
 * dashboards, the first admin's Safety desk, and the shared trip page of the first customer's
 * latest trip. Each follows what the bench tells it (`showOrder`, `showShared`) by navigating, as a
 * person would open the page.
 */
export async function openScreens(
  auth: Auth,
  run: string,
  phones: string[],
): Promise<{
  showOrder(customer: number, order: OrderRecord): void;
  showShared(token: string, order: OrderRecord): void;
  close(): Promise<void>;
}> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const screens: Screen[] = [];
  const shared = new Map<string, OrderRecord>();
  const open = async (label: string) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const screen: Screen = {
      label,
      page: await context.newPage(),
      orderId: null,
      readyAt: null,
      markerSince: null,
      billing: new ListenBilling(),
    };
    await context.exposeFunction('__benchSeen', (seen: Seen) => heard(screen, seen));
    // tsx keeps function names with an `__name` helper the page lacks: give it one.
    await context.addInitScript({ content: `globalThis.__name ??= (target) => target; (${pageProbe})();` });
    screens.push(screen);
    return screen;
  };
  const customers = await Promise.all(phones.map((_, i) => open(`customer ${i + 1}'s order page`)));
  for (const [i, screen] of customers.entries()) await signInCustomerInBrowser(screen.page, phones[i]!);

  // A second platform admin beside the demo one, with the same claims.
  const claims = (await auth.getUserByEmail(demo.admin.email)).customClaims ?? {};
  const second = { email: `bench-day-${run}-admin@bench.dropwise.test`, password: 'bench-admin-password' };
  await auth
    .createUser({ ...second, displayName: 'Day Admin' })
    .then((user) => auth.setCustomUserClaims(user.uid, claims));
  for (const [i, admin] of [demo.admin, second].entries()) {
    const screen = await open(`admin ${i + 1}'s dashboard`);
    await signInAtAlogin(screen.page, admin.email, admin.password, pagePaths.adminDashboard);
    await screen.page.waitForURL(`${APP_URL}${pagePaths.adminDashboard}`);
  }
  const desk = await open('safety desk');
  await signInAtAlogin(desk.page, demo.admin.email, demo.admin.password, pagePaths.safetyDesk);
  await desk.page.waitForURL(`${APP_URL}${pagePaths.safetyDesk}`);
  const sharedScreen = await open('shared trip page');

  function heard(screen: Screen, seen: Seen): void {
    const events = ledger.screenEvents.get(screen.label) ?? {};
    events[seen.kind] = (events[seen.kind] ?? 0) + 1;
    ledger.screenEvents.set(screen.label, events);
    if (seen.kind === 'listen') {
      if (!seen.listen) return void ledger.notes.push(`${screen.label}: a Listen frame could not be read`);
      for (const { what, reads } of screen.billing.hear(seen.listen, seen.at))
        addListenerReads(screen.label.replace(/ \d+'s/, "s'"), what, reads);
      return;
    }
    if (seen.kind === 'sos') {
      const order = ledger.orders.find((o) => o.id && o.sosSentAt && seen.value.includes(o.id));
      if (order) ledger.sos.push({ screen: 'safety desk', ms: seen.at - order.sosSentAt! });
      return;
    }
    const orderId = seen.path.split('/').pop() ?? '';
    const order = screen === sharedScreen ? shared.get(orderId) : ledger.byId.get(orderId);
    if (!order || orderId !== screen.orderId) return;
    if (seen.kind === 'status') {
      screen.readyAt ??= seen.at;
      const transition = order.transitions.find((step) => step.to === seen.value && step.status === 200);
      if (transition && transition.sentAt >= screen.readyAt) {
        ledger.status.push({ screen: 'customer', ms: seen.at - transition.sentAt });
      }
      return;
    }
    if (screen.markerSince === null) return void (screen.markerSince = seen.at);
    const sentAt = ledger.riders.find((rider) => rider.uid === order.riderId)?.sent.get(seen.value);
    if (sentAt !== undefined && sentAt >= screen.markerSince) {
      ledger.marker.push({ screen: screen === sharedScreen ? 'shared' : 'customer', ms: seen.at - sentAt });
    }
  }

  /**
   * Opens `path`: a customer's next order in the app, as following a link there does (React
   * Router hears the history change; the listeners the page keeps stay), else by loading it.
   */
  const go = (screen: Screen, orderId: string, path: string, readyOnLoad: boolean) => {
    const inApp = screen !== sharedScreen && screen.orderId !== null;
    screen.orderId = orderId;
    screen.readyAt = null;
    screen.markerSince = null;
    const opened = inApp
      ? screen.page.evaluate((to) => {
          (window as unknown as { __benchLook: () => void }).__benchLook();
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, path)
      : screen.page.goto(`${APP_URL}${path}`);
    opened
      .then(() => {
        if (readyOnLoad && screen.orderId === orderId) screen.readyAt = Date.now();
      })
      .catch((error: Error) => ledger.notes.push(`${screen.label}: ${error.message.split('\n')[0]}`));
  };
  return {
    showOrder(customer, order) {
      const screen = customers[customer];
      if (screen && order.id) go(screen, order.id, orderPath(order.trip.kind, order.id), false);
    },
    showShared(token, order) {
      shared.set(token, order);
      go(sharedScreen, token, trackingPath(token), true);
    },
    async close() {
      await browser.close();
    },
  };
}
