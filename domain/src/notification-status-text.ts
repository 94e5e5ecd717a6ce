import type { NotificationText, ValuesOf } from './notification-messages.js';

type OrderStatusValues = ValuesOf<'orderStatus'>;

/**
 * A customer's status notification in one language: the language's text for the kind and status,
 * then the reason and the rider's name, when there are, in that language's words.
 */
export function withReasonAndRider(
  words: { reason: string; rider: string; stop: string },
  text: (values: OrderStatusValues) => NotificationText,
): (values: OrderStatusValues) => NotificationText {
  return (values) => {
    const { title, body } = text(values);
    const { reason, riderName } = values;
    return {
      title,
      body:
        body +
        (reason ? ` ${words.reason}: ${reason}` : '') +
        (riderName !== null ? ` ${words.rider}: ${riderName}${words.stop}` : ''),
    };
  };
}
