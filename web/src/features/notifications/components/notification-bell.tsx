import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Formatters } from '@/lib/i18n/formatters';
import { useFormat } from '@/lib/i18n/use-format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useT } from '@/lib/i18n/use-t';
import type { FeedNotification } from '@/features/notifications/api/watch-notifications';
import { UNREAD_COUNT_LIMIT } from '@/features/notifications/api/use-unread-count';
import { notificationText } from '@/features/notifications/notification-text';
import { BellIcon } from '@/components/icons';

export interface NotificationBellProps {
  notifications: FeedNotification[];
  unread: number;
  onMarkRead: (notificationId: string, read: boolean) => void;
  onMarkAllRead: () => void;
  /** Shown at the top of the open list (the "Turn on notifications" prompt). */
  prompt?: ReactNode;
}

/** The unread count as the bell shows it: exact up to the limit the feed counts to, then "50+". */
export function unreadCount(unread: number, format: Pick<Formatters, 'number'>): string {
  return unread >= UNREAD_COUNT_LIMIT ? `${format.number(UNREAD_COUNT_LIMIT)}+` : format.number(unread);
}

/** A floating bell with the unread count that opens the list of recent notifications. */
export function NotificationBell({
  notifications,
  unread,
  onMarkRead,
  onMarkAllRead,
  prompt,
}: NotificationBellProps) {
  const t = useT('notifications');
  const format = useFormat();
  const count = unreadCount(unread, format);
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
        <section id={panelId} className="notification-panel" aria-label={t('panelLabel')}>
          <header className="notification-panel-header">
            <h2>{t('heading')}</h2>
            <button
              type="button"
              className="button secondary"
              disabled={unread === 0}
              onClick={onMarkAllRead}
            >
              {t('markAllRead')}
            </button>
          </header>
          {prompt}
          {notifications.length === 0 ? (
            <p className="notification-muted">{t('empty')}</p>
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
          aria-label={t('bellLabel', { count })}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <BellIcon size={24} />
        </button>
        {unread > 0 ? (
          <span className="notification-badge" aria-hidden="true">
            {count}
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
  const t = useT('notifications');
  const format = useFormat();
  const { title, body } = notificationText(notification, useLanguage());
  const { id, link, read, createdAt } = notification;
  return (
    <li className={read ? 'notification-item read' : 'notification-item unread'}>
      <p className="notification-item-title">
        {read ? null : <span className="notification-new">{t('new')}</span>}
        <strong>{title}</strong>
      </p>
      <p className="notification-item-body">{body}</p>
      {createdAt ? <time dateTime={createdAt.toISOString()}>{format.dateTime(createdAt)}</time> : null}
      <div className="notification-item-actions">
        {link ? (
          <Link
            to={link}
            onClick={() => {
              if (!read) onMarkRead(id, true);
              onOpen();
            }}
          >
            {t('viewOrder')}
          </Link>
        ) : null}
        <button
          type="button"
          className="notification-link-button"
          aria-label={t(read ? 'markUnreadLabel' : 'markReadLabel', { title: title ?? body })}
          onClick={() => onMarkRead(id, !read)}
        >
          {read ? t('markUnread') : t('markRead')}
        </button>
      </div>
    </li>
  );
}
