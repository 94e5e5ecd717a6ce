import type { BookingRequestInput } from '@dropwise/domain/booking';

/**
 * Bookings confirmed without a connection, kept on the device until the API has them. Each keeps
 * the request id it was confirmed with, so sending it again (after a timeout, from two tabs, after
 * a reload) books one order: the API answers a repeated request id with the same order.
 */
export interface QueuedBooking {
  requestId: string;
  /** The customer who confirmed it: only their session sends it. */
  uid: string;
  body: BookingRequestInput;
  /** The customer's list of this kind of order (`orderHistoryPath`); the order's page is below it. */
  orderPath: string;
  queuedAt: number;
}

const STORAGE_KEY = 'dropwise.bookingOutbox';
const listeners = new Set<() => void>();
// What was sent in this page's life: the booking page moves on to the order when it appears here.
const sent = new Map<string, string>();
let memory: QueuedBooking[] = [];

function read(): QueuedBooking[] {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(saved) ? (saved as QueuedBooking[]) : [];
  } catch {
    return memory;
  }
}

function write(list: QueuedBooking[]): void {
  memory = list;
  try {
    if (list.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or off: the queue still lives as long as the page does.
  }
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab queued or sent one.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) for (const listener of listeners) listener();
  });
}

export const bookingOutbox = {
  list: (uid?: string) => read().filter((entry) => uid === undefined || entry.uid === uid),
  add(entry: QueuedBooking) {
    write([...read().filter((queued) => queued.requestId !== entry.requestId), entry]);
  },
  remove(requestId: string, orderId?: string) {
    if (orderId) sent.set(requestId, orderId);
    write(read().filter((entry) => entry.requestId !== requestId));
  },
  isQueued: (requestId: string) => read().some((entry) => entry.requestId === requestId),
  /** The order a queued booking became, once sent from this page. */
  sentOrder: (requestId: string) => sent.get(requestId),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
