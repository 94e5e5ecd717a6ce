import { createHash } from 'node:crypto';

/**
 * The order id is derived from the customer and their request id, so every retry, double click
 * or replay of one booking lands on the same document.
 */
export function orderIdFor(customerUid: string, requestId: string): string {
  return createHash('sha256')
    .update(`${customerUid}\n${requestId.toLowerCase()}`)
    .digest('base64url')
    .slice(0, 24);
}
