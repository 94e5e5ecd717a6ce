/** What one step of an order's dispatch came to: offers out, nobody to offer, or nothing to do. */
export type RoundOutcome =
  | { outcome: 'offered'; round: number; riders: string[]; expiresAt: number }
  | { outcome: 'no_rider' }
  /** Nobody free in range: the order waits for the next rider to free up, until `until`. */
  | { outcome: 'waiting'; until: number }
  /** Not pending any more, dispatch off for it, or a round still standing: nothing to do. */
  | { outcome: 'settled' };
