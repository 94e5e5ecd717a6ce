import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedNotification } from '../api/watch-notifications';
import { NotificationBell, unreadLabel } from './notification-bell';

const feed: FeedNotification[] = [
  {
    id: 'n-2',
    title: 'Ride: Accepted',
    body: 'Your ride is accepted.',
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
  afterEach(cleanup);

  it('names the unread count for screen readers and keeps the list closed until pressed', () => {
    renderBell(2);
    const bell = screen.getByRole('button', { name: 'Notifications (2 unread)' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Recent notifications' })).toBeNull();
    expect(unreadLabel(73)).toBe('Notifications (50+ unread)');
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
    expect(within(unread!).getByText('New')).toBeTruthy();
    expect(within(unread!).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      '/riderHistory/o-2',
    );
    expect(within(read!).queryByText('New')).toBeNull();
    expect(within(read!).queryByRole('link')).toBeNull();
    expect(within(panel).getByText('prompt goes here')).toBeTruthy();
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
