import { describe, expect, it } from 'vitest';
import { languages } from './languages.js';
import { type NotificationMessage, readNotificationMessage } from './notification-messages.js';
import { renderNotification } from './notification-text-catalogues.js';
import { ORDER_STATUSES } from './order-lifecycle.js';

const status = (
  kind: 'ride' | 'parcel',
  to: (typeof ORDER_STATUSES)[number],
  reason: string | null = null,
  riderName: string | null = null,
): NotificationMessage => ({ key: 'orderStatus', values: { kind, status: to, reason, riderName } });

/** One of every message, with every status and kind where the message has them. */
const every: NotificationMessage[] = [
  ...(['ride', 'parcel'] as const).flatMap((kind) => [
    { key: 'orderBooked', values: { kind, pickup: 'MG Road' } } as const,
    { key: 'riderSearch', values: { kind } } as const,
    { key: 'handoverLocked', values: { kind, pickup: 'MG Road' } } as const,
    ...ORDER_STATUSES.map((to) => status(kind, to, 'Plans changed', 'Asha')),
  ]),
  { key: 'riderOrderAssigned', values: { pickup: 'MG Road', dropOff: 'FC Road' } },
  ...ORDER_STATUSES.map((to): NotificationMessage => ({
    key: 'riderOrderStatus',
    values: { status: to, pickup: 'MG Road', reason: 'Plans changed' },
  })),
  { key: 'riderOrderReassigned', values: { pickup: 'MG Road' } },
];

describe('notifications in English', () => {
  const en = (message: NotificationMessage) => renderNotification(message, 'en');

  it('say what the customer has always been told about a booking and its statuses', () => {
    expect(en({ key: 'orderBooked', values: { kind: 'parcel', pickup: 'MG Road' } })).toEqual({
      title: 'Parcel booked',
      body: 'We have your booking from MG Road. We will tell you when it is accepted.',
    });
    expect(en(status('ride', 'accepted'))).toEqual({
      title: 'Ride: Accepted',
      body: 'Your ride is accepted. We are finding a rider.',
    });
    expect(en(status('parcel', 'assigned', null, 'Rider A'))).toEqual({
      title: 'Parcel: Rider assigned',
      body: 'A rider is assigned and on the way to the pickup. Rider: Rider A.',
    });
    expect(en(status('ride', 'picked_up')).body).toBe('Your ride has started.');
    expect(en(status('parcel', 'picked_up')).body).toBe('Your parcel has been picked up.');
    expect(en(status('ride', 'delivered')).body).toBe(
      'You have arrived. Thank you for riding with Dropwise.',
    );
    expect(en(status('parcel', 'delivered')).body).toBe('Your parcel has been delivered.');
    expect(en(status('parcel', 'cancelled', 'Out of riders'))).toEqual({
      title: 'Parcel: Cancelled',
      body: 'Your parcel is cancelled. Reason: Out of riders',
    });
    expect(en(status('ride', 'failed', 'Flat tyre')).body).toBe(
      'Your ride could not be completed. Reason: Flat tyre',
    );
    expect(en(status('ride', 'pending')).body).toBe('Your ride is pending.');
    expect(en({ key: 'riderSearch', values: { kind: 'ride' } })).toEqual({
      title: 'Ride: a new rider is being found',
      body: 'Your rider is no longer available. A new rider is being found for your ride.',
    });
  });

  it('say what riders and admins have always been told', () => {
    expect(en({ key: 'riderOrderAssigned', values: { pickup: 'MG Road', dropOff: 'FC Road' } })).toEqual({
      title: 'New order assigned',
      body: 'Pick up at MG Road, drop off at FC Road.',
    });
    expect(
      en({ key: 'riderOrderStatus', values: { status: 'cancelled', pickup: 'MG Road', reason: 'No need' } }),
    ).toEqual({ title: 'Order cancelled', body: 'The order from MG Road is cancelled. Reason: No need' });
    expect(en({ key: 'riderOrderReassigned', values: { pickup: 'MG Road' } })).toEqual({
      title: 'Order reassigned',
      body: 'The order from MG Road went to another rider.',
    });
    expect(en({ key: 'handoverLocked', values: { kind: 'parcel', pickup: 'MG Road' } })).toEqual({
      title: 'Handover code locked',
      body: 'Too many wrong codes on the parcel from MG Road. Complete the step with a reason once you have checked.',
    });
  });
});

describe('notifications in Hindi and Marathi', () => {
  it('are written for every message, status and kind, with no English words but the values', () => {
    for (const language of languages.filter((lang) => lang !== 'en')) {
      for (const message of every) {
        const { title, body } = renderNotification(message, language);
        const words = `${title} ${body}`.replace(/MG Road|FC Road|Plans changed|Asha|Dropwise/g, '');
        expect(words, `${language} ${JSON.stringify(message)}`).not.toMatch(/[A-Za-z]/);
        expect(title.trim()).not.toBe('');
        expect(body.trim()).not.toBe('');
      }
    }
  });

  it('keep the addresses, names and reasons people typed', () => {
    const hi = renderNotification(status('parcel', 'cancelled', 'Plans changed', 'Asha'), 'hi');
    expect(hi).toEqual({
      title: 'पार्सल रद्द हो गया',
      body: 'आपका पार्सल रद्द हो गया है। कारण: Plans changed राइडर: Asha।',
    });
    const mr = renderNotification(
      { key: 'riderOrderAssigned', values: { pickup: 'MG Road', dropOff: 'FC Road' } },
      'mr',
    );
    expect(mr).toEqual({ title: 'नवीन ऑर्डर मिळाली', body: 'MG Road येथून पिकअप करा, FC Road येथे ड्रॉप करा.' });
  });

  it('tell a ride from a parcel', () => {
    expect(renderNotification(status('ride', 'accepted'), 'hi').title).toBe('राइड स्वीकार हो गई');
    expect(renderNotification(status('parcel', 'accepted'), 'hi').title).toBe('पार्सल स्वीकार हो गया');
    expect(renderNotification(status('ride', 'picked_up'), 'mr').body).toBe('तुमची राइड सुरू झाली आहे.');
    expect(renderNotification(status('parcel', 'picked_up'), 'mr').body).toBe('तुमचे पार्सल पिकअप झाले आहे.');
  });
});

describe('reading a stored message', () => {
  it('reads back every message as it was written', () => {
    for (const message of every) expect(readNotificationMessage(message)).toEqual(message);
  });

  it('takes a missing reason or rider name as none', () => {
    expect(
      readNotificationMessage({ key: 'orderStatus', values: { kind: 'ride', status: 'accepted' } }),
    ).toEqual(status('ride', 'accepted'));
  });

  it('refuses what it does not know, so the stored text is shown instead', () => {
    expect(readNotificationMessage(undefined)).toBeNull();
    expect(readNotificationMessage({ key: 'somethingNew', values: {} })).toBeNull();
    expect(readNotificationMessage({ key: 'orderBooked' })).toBeNull();
    expect(readNotificationMessage({ key: 'orderBooked', values: { kind: 'boat', pickup: 'x' } })).toBeNull();
    expect(
      readNotificationMessage({ key: 'riderOrderStatus', values: { status: 'lost', pickup: 'x' } }),
    ).toBeNull();
    expect(readNotificationMessage({ key: 'toString', values: {} })).toBeNull();
  });
});
