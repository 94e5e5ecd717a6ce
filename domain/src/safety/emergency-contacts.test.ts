import { describe, expect, it } from 'vitest';
import { emergencyContactsSchema, isIndiaNight } from './emergency-contacts.js';

const contact = (phone: string) => ({ name: 'Asha', phone });

describe('emergency contacts', () => {
  it('takes up to three contacts with E.164 phones', () => {
    const three = [contact('+919800000001'), contact('+919800000002'), contact('+14155550100')];
    expect(emergencyContactsSchema.safeParse({ contacts: three, shareNightRides: true }).success).toBe(true);
  });

  it('refuses a fourth contact, a national number and a repeated phone', () => {
    const four = ['1', '2', '3', '4'].map((n) => contact(`+91980000000${n}`));
    expect(emergencyContactsSchema.safeParse({ contacts: four, shareNightRides: false }).success).toBe(false);
    const national = emergencyContactsSchema.safeParse({
      contacts: [contact('9800000001')],
      shareNightRides: false,
    });
    expect(national.error?.issues[0]?.path).toEqual(['contacts', 0, 'phone']);
    const twice = [contact('+919800000001'), contact('+919800000001')];
    expect(emergencyContactsSchema.safeParse({ contacts: twice, shareNightRides: false }).success).toBe(
      false,
    );
  });
});

describe('isIndiaNight', () => {
  it('is night from 22:00 to 06:00 India time (UTC+5:30)', () => {
    expect(isIndiaNight(Date.parse('2026-11-28T16:29:00Z'))).toBe(false); // 21:59
    expect(isIndiaNight(Date.parse('2026-11-28T16:30:00Z'))).toBe(true); // 22:00
    expect(isIndiaNight(Date.parse('2026-11-29T00:29:00Z'))).toBe(true); // 05:59
    expect(isIndiaNight(Date.parse('2026-11-29T00:30:00Z'))).toBe(false); // 06:00
  });
});
