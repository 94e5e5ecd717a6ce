import toast from 'react-hot-toast';
import { InfoIcon } from '@/components/icons';

export interface ToastableNotification {
  /** The feed document id; the same notification reached by push and by the feed shows once. */
  id?: string;
  title?: string;
  body: string;
  /** The app page the notification is about, e.g. `/riderHistory/<orderId>`. */
  link?: string | null;
}

/**
 * Shows a notification as an info toast: the title as a heading where there is one, then the
 * body. Both the foreground push handler and the in-app feed call this, with the notification id
 * as the toast id, so a notification that arrives both ways is one toast, not two. Returns the
 * toast id.
 */
export function showNotificationToast({ id, title, body }: ToastableNotification): string {
  return toast(
    <div className="notification-toast">
      {title ? <h3 className="notification-toast-title">{title}</h3> : null}
      <p className="notification-toast-body">{body}</p>
    </div>,
    {
      id: id ? `notification-${id}` : undefined,
      icon: <InfoIcon className="notification-toast-icon" />,
      duration: 6000,
    },
  );
}
