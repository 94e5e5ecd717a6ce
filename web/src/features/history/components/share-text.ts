import type { OrderKind } from '@dropwise/domain/booking';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import type { MessageValues } from '@/lib/i18n/format-message';

/**
 * What the share sheet (or the clipboard) carries beside the link, in the sharer's language
 * (`t` is `useT('history')`). A parcel's carries the handover code, since the receiver gives it to
 * the rider; a ride's never does.
 */
export function shareText(
  kind: OrderKind,
  handoverCode: string | null,
  t: (key: MessageKey<'history'>, values?: MessageValues) => string,
): string {
  if (kind === 'ride') return t('shareTextRide');
  const lines = [t('shareTextParcel')];
  if (handoverCode) lines.push(t('shareTextCode', { code: handoverCode }));
  return lines.join('\n');
}
