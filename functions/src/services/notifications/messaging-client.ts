import type { MulticastMessage } from 'firebase-admin/messaging';

/**
 * The one thing the push sender needs from FCM. firebase-admin's `Messaging` satisfies it as is;
 * tests pass a fake that records what would have been sent and answers per token.
 */
export interface MessagingClient {
  sendEachForMulticast(message: MulticastMessage): Promise<MulticastOutcome>;
}

/** One answer per token, in the order of `message.tokens` (the shape of firebase-admin's BatchResponse). */
export interface MulticastOutcome {
  responses: Array<{ success: boolean; error?: { code: string; message: string } }>;
}

export type { MulticastMessage };
