import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from 'firebase/auth';
import { bookingOutbox, type QueuedBooking } from './booking-outbox';
import { sendQueuedBookings } from './send-queued-bookings';

const booking = (requestId: string, uid = 'customer-1'): QueuedBooking => ({
  requestId,
  uid,
  body: { kind: 'parcel', requestId } as unknown as QueuedBooking['body'],
  orderPath: '/parcelHistory',
  queuedAt: Date.now(),
});

const auth = {
  currentUser: { uid: 'customer-1', getIdToken: async () => 'token' },
  authStateReady: async () => undefined,
} as unknown as Auth;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  if (online) window.dispatchEvent(new Event('online'));
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the booking outbox', () => {
  let sentBodies: string[];
  let respond: (body: { requestId: string }) => Response;

  beforeEach(() => {
    localStorage.clear();
    sentBodies = [];
    respond = (body) => answer(201, { success: true, id: `order-${body.requestId}` });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        if (navigator.onLine === false) throw new TypeError('Failed to fetch');
        const body = JSON.parse(String(init.body)) as { requestId: string };
        sentBodies.push(body.requestId);
        return respond(body);
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    setOnline(true);
  });

  it('keeps bookings on the device, one per request id', () => {
    bookingOutbox.add(booking('a'));
    bookingOutbox.add(booking('a'));
    bookingOutbox.add(booking('b', 'someone-else'));
    expect(bookingOutbox.list('customer-1').map((entry) => entry.requestId)).toEqual(['a']);
    expect(JSON.parse(localStorage.getItem('dropwise.bookingOutbox') ?? '[]')).toHaveLength(2);
  });

  it('waits while offline, then sends each booking once, oldest first, when the connection returns', async () => {
    setOnline(false);
    bookingOutbox.add(booking('first'));
    bookingOutbox.add(booking('second'));
    const sent: string[] = [];
    const stop = sendQueuedBookings(auth, {
      sent: (entry) => sent.push(entry.requestId),
      refused: () => undefined,
    });
    await vi.waitFor(() => expect(bookingOutbox.list()).toHaveLength(2));
    expect(sentBodies).toEqual([]);

    setOnline(true);
    await vi.waitFor(() => expect(sent).toEqual(['first', 'second']));
    expect(sentBodies).toEqual(['first', 'second']);
    expect(bookingOutbox.list()).toEqual([]);
    expect(bookingOutbox.sentOrder('first')).toBe('order-first');
    stop();
  });

  it('drops a booking the API refuses for good and says why, and keeps one that met a server error', async () => {
    respond = (body) =>
      body.requestId === 'refused'
        ? answer(400, { success: false, error: { code: 'validation_failed', message: 'Pick a drop-off.' } })
        : answer(503, { success: false, error: { code: 'unavailable', message: 'Try again.' } });
    bookingOutbox.add(booking('refused'));
    bookingOutbox.add(booking('later'));
    const refused: string[] = [];
    const stop = sendQueuedBookings(auth, {
      sent: () => undefined,
      refused: (entry) => refused.push(entry.requestId),
    });
    await vi.waitFor(() => expect(refused).toEqual(['refused']));
    await vi.waitFor(() => expect(sentBodies).toContain('later'));
    expect(bookingOutbox.list().map((entry) => entry.requestId)).toEqual(['later']);
    stop();
  });

  it('sends a booking once when its sender stops mid-request and another starts, as on a page change', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { requestId: string };
        sentBodies.push(body.requestId);
        await answered;
        return respond(body);
      }),
    );
    bookingOutbox.add(booking('once'));
    const sent: string[] = [];
    const events = { sent: (entry: QueuedBooking) => sent.push(entry.requestId), refused: () => undefined };
    const stopFirst = sendQueuedBookings(auth, events);
    await vi.waitFor(() => expect(sentBodies).toEqual(['once']));
    stopFirst();
    const stopSecond = sendQueuedBookings(auth, events);
    release();
    await vi.waitFor(() => expect(sent).toEqual(['once']));
    // The second sender sends a later booking only once it is done with the queue before it: a
    // second request for the first booking would come before this one.
    bookingOutbox.add(booking('later'));
    await vi.waitFor(() => expect(sent).toEqual(['once', 'later']));
    expect(sentBodies).toEqual(['once', 'later']);
    expect(bookingOutbox.list()).toEqual([]);
    stopSecond();
  });
});
