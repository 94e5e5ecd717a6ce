import type { Auth } from 'firebase/auth';
import { ApiError } from '@/lib/api/api-error';
import { bookOrder } from '@/lib/orders/book-order';
import { bookingOutbox, type QueuedBooking } from './booking-outbox';

export interface OutboxEvents {
  sent: (booking: QueuedBooking, orderId: string) => void;
  /** The API refused it for good (a limit, a field): it leaves the queue, and the person is told. */
  refused: (booking: QueuedBooking, error: ApiError) => void;
}

const RETRY_MS = [5_000, 10_000, 20_000, 40_000, 60_000];

// Page-wide, not per sender: a sender stopped mid-request (its page moved on) still finishes that
// request and tells about it, so a new sender must not send the same booking again meanwhile.
const inFlight = new Set<string>();

/** Whether a failure is the connection's or the server's for now, so the booking waits. */
function isPassing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;
}

/**
 * Sends the signed-in customer's queued bookings, oldest first, whenever the connection comes
 * back, a booking is queued while online, and on a backing-off timer while any wait. Answers a
 * function that stops it.
 */
export function sendQueuedBookings(auth: Auth, events: OutboxEvents): () => void {
  let sending = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    const uid = auth.currentUser?.uid;
    if (stopped || !uid || bookingOutbox.list(uid).length === 0) return;
    timer = setTimeout(() => void flush(), RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
  };

  async function flush(): Promise<void> {
    if (sending || stopped || navigator.onLine === false) return schedule();
    sending = true;
    try {
      await auth.authStateReady();
      const uid = auth.currentUser?.uid;
      for (const booking of uid ? bookingOutbox.list(uid) : []) {
        if (inFlight.has(booking.requestId)) continue;
        inFlight.add(booking.requestId);
        try {
          const order = await bookOrder(auth, booking.body);
          failures = 0;
          bookingOutbox.remove(booking.requestId, order.id);
          events.sent(booking, order.id);
        } catch (error) {
          if (isPassing(error)) {
            failures += 1;
            break;
          }
          bookingOutbox.remove(booking.requestId);
          events.refused(booking, error as ApiError);
        } finally {
          inFlight.delete(booking.requestId);
        }
      }
    } finally {
      sending = false;
      schedule();
    }
  }

  const onOnline = () => {
    failures = 0;
    void flush();
  };
  window.addEventListener('online', onOnline);
  const unsubscribe = bookingOutbox.subscribe(() => {
    if (!sending) void flush();
  });
  void flush();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    unsubscribe();
  };
}
