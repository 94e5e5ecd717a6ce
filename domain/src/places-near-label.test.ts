import { describe, expect, it } from 'vitest';
import { foldText, nearLabel } from './places.js';
import { reversePlaceQuerySchema } from './place-query.js';

describe('naming a position by the nearest known place', () => {
  const swargate = { name: 'Swargate Police Station', city: 'Pune' };

  it('says only "near" within 200 m, and the distance beyond', () => {
    expect(nearLabel(swargate, 0.004)).toBe('Near Swargate Police Station, Pune');
    expect(nearLabel(swargate, 0.2)).toBe('Near Swargate Police Station, Pune');
    expect(nearLabel(swargate, 0.286)).toBe('Near Swargate Police Station, Pune (290 m away)');
    expect(nearLabel(swargate, 2.345)).toBe('Near Swargate Police Station, Pune (2.3 km away)');
  });

  it('does not repeat the city a name already holds, and stays within an address', () => {
    expect(nearLabel({ name: 'Pune Junction railway station', city: 'Pune' }, 0)).toBe(
      'Near Pune Junction railway station',
    );
    expect(nearLabel({ name: 'x'.repeat(300), city: 'Pune' }, 5).length).toBe(200);
  });
});

describe('the reverse lookup query', () => {
  it('reads lat and lng as numbers and refuses anything else', () => {
    expect(reversePlaceQuerySchema.parse({ lat: '18.5', lng: '73.85' })).toEqual({ lat: 18.5, lng: 73.85 });
    expect(reversePlaceQuerySchema.safeParse({ lat: '91', lng: '0' }).success).toBe(false);
    expect(reversePlaceQuerySchema.safeParse({ lat: 'north', lng: '0' }).success).toBe(false);
    expect(reversePlaceQuerySchema.safeParse({ lat: '1' }).success).toBe(false);
    expect(reversePlaceQuerySchema.safeParse({ lat: '1', lng: '1', near: '1,1' }).success).toBe(false);
  });
});

describe('folding text for search', () => {
  it('drops Latin accents but keeps Devanagari vowel signs', () => {
    expect(foldText('Dayāl Bāgh')).toBe('dayal bagh');
    expect(foldText('स्वारगेट')).toBe('स्वारगेट');
    expect(foldText('शनिवारवाडा (Pune)')).toBe('शनिवारवाडा pune');
  });
});
