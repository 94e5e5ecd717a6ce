import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { MessagePayload } from 'firebase/messaging';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setPageLanguage } from '@/lib/i18n/i18n-store';
import { installMatchMedia } from '@/features/notifications/testing/install-match-media';
import { handleForegroundMessage } from './handle-foreground-message';

function message(part: Partial<MessagePayload>): MessagePayload {
  return { from: '000000000000', collapseKey: 'c', messageId: 'm-1', ...part };
}

describe('a push message received while the app is open', () => {
  beforeAll(installMatchMedia);
  afterEach(() => {
    act(() => toast.remove());
    cleanup();
  });

  it('shows as an info toast with its body and its title as a heading', async () => {
    render(<Toaster />);
    act(() => {
      handleForegroundMessage(
        message({ notification: { title: 'Order accepted', body: 'Your ride order was accepted.' } }),
      );
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Your ride order was accepted.');
    expect(within(status).getByRole('heading').textContent).toBe('Order accepted');
    // The info icon is inline SVG, which draws without an emoji font.
    expect(document.querySelector('svg[data-icon]')).toBeTruthy();
    expect(status.textContent).not.toContain('ℹ️');
  });

  it('shows a data-only message from its data fields', async () => {
    render(<Toaster />);
    act(() => {
      handleForegroundMessage(
        message({ data: { body: 'Your parcel was delivered.', notificationId: 'n-9' } }),
      );
    });
    expect((await screen.findByRole('status')).textContent).toContain('Your parcel was delivered.');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows a notification that arrives twice (push and feed) as one toast', async () => {
    render(<Toaster />);
    act(() => {
      handleForegroundMessage(
        message({ notification: { body: 'Picked up.' }, data: { notificationId: 'n-1' } }),
      );
      handleForegroundMessage(
        message({ notification: { body: 'Picked up.' }, data: { notificationId: 'n-1' } }),
      );
    });
    await screen.findByRole('status');
    expect(screen.getAllByText('Picked up.')).toHaveLength(1);
  });

  it('shows as a toast on the page of the order it is about too', async () => {
    render(<Toaster />);
    window.history.pushState({}, '', '/riderHistory/o-7');
    act(() => {
      handleForegroundMessage(
        message({
          notification: { body: 'Your ride was accepted.' },
          data: { notificationId: 'n-7', link: '/riderHistory/o-7' },
        }),
      );
    });
    await screen.findByText('Your ride was accepted.');
    window.history.pushState({}, '', '/');
  });

  it('shows a push that carries a message in the app’s language, whatever language it was sent in', async () => {
    render(<Toaster />);
    setPageLanguage('mr');
    act(() => {
      handleForegroundMessage(
        message({
          notification: { title: 'राइड स्वीकार हो गई', body: 'आपकी राइड स्वीकार हो गई है।' },
          data: {
            notificationId: 'n-8',
            message: JSON.stringify({
              key: 'orderStatus',
              values: { kind: 'ride', status: 'picked_up', reason: null, riderName: null },
            }),
          },
        }),
      );
    });
    setPageLanguage('en');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('तुमची राइड सुरू झाली आहे.');
    expect(within(status).getByRole('heading').textContent).toBe('राइड सुरू झाली');
  });

  it('shows the text it was sent with when its message is not one this version knows', async () => {
    render(<Toaster />);
    act(() => {
      handleForegroundMessage(
        message({
          notification: { title: 'Order accepted', body: 'Your ride order was accepted.' },
          data: { notificationId: 'n-10', message: '{"key":"somethingNew","values":{}}' },
        }),
      );
    });
    expect((await screen.findByRole('status')).textContent).toContain('Your ride order was accepted.');
  });

  it('ignores a message without a body', () => {
    render(<Toaster />);
    let id: string | null = 'unset';
    act(() => {
      id = handleForegroundMessage(message({ data: { kind: 'info' } }));
    });
    expect(id).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
