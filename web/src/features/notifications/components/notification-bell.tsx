import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FeedNotification } from '../api/watch-notifications';
import { UNREAD_COUNT_LIMIT } from '../api/watch-unread-count';
import { BellIcon } from '../../../components/icons';

export interface NotificationBellProps {
  notifications: FeedNotification[];
  unread: number;
  onMarkRead: (notificationId: string, read: boolean) => void;
  onMarkAllRead: () => void;
  /** Shown at the top of the open list (the "Turn on notifications" prompt). */
  prompt?: ReactNode;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function unreadLabel(unread: number): string {
  return `Notifications (${unread >= UNREAD_COUNT_LIMIT ? `${UNREAD_COUNT_LIMIT}+` : unread} unread)`;
}

/** A floating bell with the unread count that opens the list of recent notifications. */
export function NotificationBell({
  notifications,
  unread,
  onMarkRead,
  onMarkAllRead,
  prompt,
}: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <div className="notification-center">
      {open ? (
        <section id={panelId} className="notification-panel" aria-label="Recent notifications">
          <header className="notification-panel-header">
            <h2>Notifications</h2>
            <button
              type="button"
              className="button secondary"
              disabled={unread === 0}
              onClick={onMarkAllRead}
            >
              Mark all read
            </button>
          </header>
          {prompt}
          {notifications.length === 0 ? (
            <p className="notification-muted">
              No notifications yet. Updates about your orders will appear here.
            </p>
          ) : (
            <ul className="notification-list">
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onMarkRead={onMarkRead}
                  onOpen={() => setOpen(false)}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {/* The badge sits beside the button, not in it: the button's name already says the count,
          and text inside it that its name did not contain would confuse speech control. */}
      <span className="notification-bell-wrap">
        <button
          ref={buttonRef}
          type="button"
          className="notification-bell"
          aria-label={unreadLabel(unread)}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <BellIcon size={24} />
        </button>
        {unread > 0 ? (
          <span className="notification-badge" aria-hidden="true">
            {unread >= UNREAD_COUNT_LIMIT ? `${UNREAD_COUNT_LIMIT}+` : unread}
          </span>
        ) : null}
      </span>
    </div>
  );
}

function NotificationItem({
  notification,
  onMarkRead,
  onOpen,
}: {
  notification: FeedNotification;
  onMarkRead: NotificationBellProps['onMarkRead'];
  onOpen: () => void;
}) {
  const { id, title, body, link, read, createdAt } = notification;
  return (
    <li className={read ? 'notification-item read' : 'notification-item unread'}>
      <p className="notification-item-title">
        {read ? null : <span className="notification-new">New</span>}
        <strong>{title}</strong>
      </p>
      <p className="notification-item-body">{body}</p>
      {createdAt ? <time dateTime={createdAt.toISOString()}>{timeFormat.format(createdAt)}</time> : null}
      <div className="notification-item-actions">
        {link ? (
          <Link
            to={link}
            onClick={() => {
              if (!read) onMarkRead(id, true);
              onOpen();
            }}
          >
            View order
          </Link>
        ) : null}
        <button
          type="button"
          className="notification-link-button"
          aria-label={`Mark as ${read ? 'unread' : 'read'}: “${title}”`}
          onClick={() => onMarkRead(id, !read)}
        >
          {read ? 'Mark as unread' : 'Mark as read'}
        </button>
      </div>
    </li>
  );
}
