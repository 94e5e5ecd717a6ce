import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '@/lib/i18n/formatters';
import { ensureCatalogue, setPageLanguage } from '@/lib/i18n/i18n-store';
import type { FeedNotification } from '@/features/notifications/api/watch-notifications';
import { NotificationBell, unreadCount } from './notification-bell';

const feed: FeedNotification[] = [
  {
    id: 'n-2',
    title: 'Ride: Accepted',
    body: 'Your ride is accepted. We are finding a rider.',
    message: {
      key: 'orderStatus',
      values: { kind: 'ride', status: 'accepted', reason: null, riderName: null },
    },
    link: '/riderHistory/o-2',
    orderId: 'o-2',
    kind: 'order_status',
    read: false,
    createdAt: new Date('2026-11-22T10:00:00Z'),
  },
  {
    id: 'n-1',
    title: 'Ride booked',
    body: 'We have your booking.',
    message: null,
    link: null,
    orderId: null,
    kind: 'info',
    read: true,
    createdAt: null,
  },
];

function renderBell(unread = 1) {
  const calls: Array<[string, boolean] | 'all'> = [];
  render(
    <MemoryRouter>
      <NotificationBell
        notifications={feed}
        unread={unread}
        onMarkRead={(id, read) => calls.push([id, read])}
        onMarkAllRead={() => calls.push('all')}
        prompt={<p>prompt goes here</p>}
      />
    </MemoryRouter>,
  );
  return calls;
}

describe('the notification bell', () => {
  beforeAll(() => ensureCatalogue('notifications', 'en'));
  afterEach(cleanup);

  it('names the unread count for screen readers and keeps the list closed until pressed', () => {
    renderBell(2);
    const bell = screen.getByRole('button', { name: 'Notifications (2 unread)' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Recent notifications' })).toBeNull();
    expect(unreadCount(73, formattersFor('en'))).toBe('50+');
  });

  it('draws the bell as inline SVG, not an emoji, with the count beside it rather than in its name', () => {
    renderBell(2);
    const bell = screen.getByRole('button', { name: 'Notifications (2 unread)' });
    expect(bell.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    expect(bell.textContent).toBe('');
  });

  it('lists the recent notifications with their read state and a link to the order', () => {
    renderBell();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications (1 unread)' }));
    const panel = screen.getByRole('region', { name: 'Recent notifications' });
    const [unread, read] = within(panel).getAllByRole('listitem');
    within(unread!).getByText('New');
    expect(within(unread!).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      '/riderHistory/o-2',
    );
    expect(within(read!).queryByText('New')).toBeNull();
    expect(within(read!).queryByRole('link')).toBeNull();
    within(panel).getByText('prompt goes here');
  });

  it('marks one read, one unread again, or all read', () => {
    const calls = renderBell();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications (1 unread)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: “Ride: Accepted”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as unread: “Ride booked”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(calls).toEqual([['n-2', true], ['n-1', false], 'all']);
  });

  it('offers nothing to mark when nothing is unread, and closes on Escape', () => {
    renderBell(0);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications (0 unread)' }));
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Recent notifications' })).toBeNull();
  });
});

describe('the notification bell in another language', () => {
  beforeAll(async () => {
    await Promise.all([ensureCatalogue('notifications', 'hi'), ensureCatalogue('notifications', 'mr')]);
  });
  afterEach(() => {
    cleanup();
    act(() => setPageLanguage('en'));
  });

  it('shows a notification with a message in the app’s language, and an older one as stored', () => {
    act(() => setPageLanguage('hi'));
    renderBell();
    fireEvent.click(screen.getByRole('button', { name: 'सूचनाएँ (1 बिना पढ़ी)' }));
    const panel = screen.getByRole('region', { name: 'हाल की सूचनाएँ' });
    const [withMessage, older] = within(panel).getAllByRole('listitem');
    within(withMessage!).getByText('राइड स्वीकार हो गई');
    within(withMessage!).getByText('आपकी राइड स्वीकार हो गई है। हम राइडर ढूँढ रहे हैं।');
    expect(within(withMessage!).getByRole('link', { name: 'ऑर्डर देखें' }).getAttribute('href')).toMatch(
      /^\/riderHistory\//,
    );
    within(older!).getByText('Ride booked');
  });

  it('changes with the app’s language while open', () => {
    renderBell();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications (1 unread)' }));
    screen.getByText('Ride: Accepted');
    act(() => setPageLanguage('mr'));
    screen.getByText('राइड स्वीकारली');
    expect(screen.queryByText('Ride: Accepted')).toBeNull();
    expect(screen.getByRole('button', { name: 'सूचना (१ न वाचलेल्या)' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
