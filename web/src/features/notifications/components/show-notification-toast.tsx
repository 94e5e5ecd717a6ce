import toast from 'react-hot-toast';

export interface ToastableNotification {
  /** The feed document id; the same notification reached by push and by the feed shows once. */
  id?: string;
  title?: string;
  body: string;
  /** The app page the notification is about, e.g. `/riderHistory/<orderId>`. */
  link?: string | null;
}

/** Whether the user is looking at the page a notification is about (paths match regardless of case). */
export function isShowingPage(link: string | null | undefined): boolean {
  if (!link || typeof location === 'undefined') return false;
  try {
    return new URL(link, location.origin).pathname.toLowerCase() === location.pathname.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Shows a notification as an info toast: the title as a heading where there is one, then the
 * body. Both the foreground push handler and the in-app feed call this, with the notification id
 * as the toast id, so a notification that arrives both ways is one toast, not two. On the page
 * the notification is about (the order's own page, which updates live) it is not repeated as a
 * toast; it still lands in the bell. Returns the toast id, or null when nothing was shown.
 */
export function showNotificationToast({ id, title, body, link }: ToastableNotification): string | null {
  if (isShowingPage(link)) return null;
  return toast(
    <div className="notification-toast">
      {title ? <h3 className="notification-toast-title">{title}</h3> : null}
      <p className="notification-toast-body">{body}</p>
    </div>,
    { id: id ? `notification-${id}` : undefined, icon: 'ℹ️', duration: 6000 },
  );
}
