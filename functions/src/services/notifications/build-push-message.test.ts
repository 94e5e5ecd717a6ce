import { describe, expect, it } from 'vitest';
import { appBaseUrl, buildPushMessage } from './build-push-message.js';
import { accepted, acceptedMessage, acceptedText, base } from './push-test-support.js';

describe('the push payload', () => {
  it('carries the title, body and the order link for the page and the service worker', () => {
    const message = buildPushMessage('n-1', accepted, acceptedText, ['t-1', 't-2'], base);
    expect(message.tokens).toEqual(['t-1', 't-2']);
    expect(message.notification).toEqual(acceptedText);
    expect(message.webpush?.fcmOptions?.link).toBe('https://dropwise.example/riderHistory/order-1');
    expect(message.webpush?.notification).toMatchObject({ title: 'Ride: Accepted', tag: 'n-1' });
    expect(message.data).toEqual({
      notificationId: 'n-1',
      ...acceptedText,
      message: JSON.stringify(acceptedMessage),
      kind: 'order_status',
      link: '/riderHistory/order-1',
      orderId: 'order-1',
    });
  });

  it('resolves links against the configured app URL, else the project’s Hosting domain', () => {
    expect(appBaseUrl({ DROPWISE_APP_URL: 'https://app.dropwise.in' })).toBe('https://app.dropwise.in');
    expect(appBaseUrl({ GCLOUD_PROJECT: 'dropwise-prod' })).toBe('https://dropwise-prod.web.app');
  });

  it('leaves the link out when the notification has none', () => {
    const message = buildPushMessage(
      'n-2',
      { ...accepted, link: null, orderId: null, kind: 'info' },
      acceptedText,
      ['t'],
      base,
    );
    expect(message.webpush?.fcmOptions).toBeUndefined();
    expect(message.data).not.toHaveProperty('link');
    expect(message.data).not.toHaveProperty('orderId');
  });
});
