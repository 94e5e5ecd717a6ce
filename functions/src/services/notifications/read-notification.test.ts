import { describe, expect, it } from 'vitest';
import { isFeedOnly, readNotification } from './read-notification.js';

const entry = {
  title: 'Order placed',
  body: 'Your ride from Swargate is booked.',
  message: { key: 'orderBooked', values: { kind: 'ride', pickup: 'Swargate' } },
  link: '/bookRider/o1',
  orderId: 'o1',
  kind: 'order_status',
};

describe('reading a feed entry for the push sender', () => {
  it('a booking the customer just made stays in the feed and is not pushed', () => {
    expect(isFeedOnly({ ...entry, feedOnly: true })).toBe(true);
    expect(isFeedOnly(entry)).toBe(false);
    expect(isFeedOnly(undefined)).toBe(false);
  });

  it('reads the text, the link and the order of an entry to push', () => {
    expect(readNotification(entry)).toMatchObject({
      title: 'Order placed',
      link: '/bookRider/o1',
      orderId: 'o1',
      kind: 'order_status',
    });
  });

  it('an entry without a title or body is none to push', () => {
    expect(readNotification({ ...entry, title: undefined })).toBeNull();
    expect(readNotification({ body: 'x' })).toBeNull();
    expect(readNotification(undefined)).toBeNull();
  });
});
