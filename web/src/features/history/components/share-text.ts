import type { OrderKind } from '@domain/booking';

/** What the share sheet (or the clipboard) carries beside the link. */
export function shareText(kind: OrderKind, handoverCode: string | null): string {
  if (kind === 'ride') return 'Follow my Dropwise ride live on the map.';
  const lines = ['Follow the Dropwise parcel on its way to you, live on the map.'];
  if (handoverCode) {
    lines.push(
      `Handover code: ${handoverCode}. Give it to the rider when you receive the parcel; they cannot complete the delivery without it.`,
    );
  }
  return lines.join('\n');
}
