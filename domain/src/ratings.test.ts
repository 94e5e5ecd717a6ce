import { describe, expect, it } from 'vitest';
import { ratingSchema } from './ratings.js';

describe('ratings', () => {
  it('a rating is 1 to 5 whole stars, tags from the list once each, a comment up to 500', () => {
    expect(ratingSchema.safeParse({ stars: 5, tags: ['polite'], comment: 'Thanks' }).success).toBe(true);
    for (const body of [
      { stars: 0 },
      { stars: 4.5 },
      { stars: 3, tags: ['fast'] },
      { stars: 3, tags: ['polite', 'polite'] },
      { stars: 3, comment: 'x'.repeat(501) },
    ]) {
      expect(ratingSchema.safeParse(body).success).toBe(false);
    }
  });
});
