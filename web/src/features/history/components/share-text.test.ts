import { describe, expect, it } from 'vitest';
import { shareText } from './share-text';

describe('the text shared with the trip link', () => {
  it('never carries the code for a ride (the passenger gives it in person)', () => {
    expect(shareText('ride', '4821')).not.toContain('4821');
  });

  it('carries the handover code for a parcel, with a line saying the receiver gives it to the rider', () => {
    const text = shareText('parcel', '4821');
    expect(text).toContain('Handover code: 4821.');
    expect(text).toMatch(/Give it to the rider when you receive the parcel/);
  });
});
