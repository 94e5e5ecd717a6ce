import { PAPERS_FOR_TESTS } from './papers-for-tests.js';
import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../india-time.js';
import { normaliseLicenceNumber, normaliseRegistration } from './paper-numbers.js';
import { papersInputSchema, papersState, papersValidUntil } from './rider-papers.js';

const complete = PAPERS_FOR_TESTS;

describe('licence and registration numbers', () => {
  it.each([
    ['MH12 20190012345', 'MH12 20190012345'],
    ['mh-12-2019-0012345', 'MH12 20190012345'],
    ['UP8020150001234', 'UP80 20150001234'],
  ])('reads the licence %s as %s', (typed, stored) => expect(normaliseLicenceNumber(typed)).toBe(stored));

  it.each(['MH12 2019001234', 'XX12 20190012345', 'MH12 18990012345', '12345', ''])(
    'refuses the licence %j',
    (typed) => expect(normaliseLicenceNumber(typed)).toBeNull(),
  );

  it.each([
    ['MH12AB1234', 'MH12AB1234'],
    ['mh 12 ab 1234', 'MH12AB1234'],
    ['MH-12-AB-1234', 'MH12AB1234'],
    ['DL1CAB1234', 'DL1CAB1234'],
    ['22BH1234AA', '22BH1234AA'],
    ['22 BH 1234 A', '22BH1234A'],
  ])('reads the registration %s as %s', (typed, stored) => expect(normaliseRegistration(typed)).toBe(stored));

  it.each(['ZZ12AB1234', 'MH12ABCD1234', 'MH12AB0000', '22BH12AA', 'MH', 'hello'])(
    'refuses the registration %j',
    (typed) => expect(normaliseRegistration(typed)).toBeNull(),
  );
});

describe('dates', () => {
  it('knows which days exist', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-4-3')).toBe(false);
  });

  it('refuses a police verification dated after today, naming the field', () => {
    const result = papersInputSchema(() => '2026-11-28').safeParse({
      ...complete,
      policeVerification: { reference: 'X1', verifiedOn: '2026-11-29' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['policeVerification', 'verifiedOn']);
  });
});

describe('papersState', () => {
  it('is complete with every paper in date, and lists what ends within 30 days', () => {
    expect(papersState(complete, '2026-12-20')).toEqual({
      status: 'complete',
      missing: [],
      expired: [],
      expiring: [{ paper: 'puc', on: '2027-01-15' }],
    });
  });

  it('names the missing papers before the expired ones', () => {
    const state = papersState(
      { ...complete, vehicleColour: undefined, pucExpiry: '2026-11-27' },
      '2026-11-28',
    );
    expect(state).toMatchObject({ status: 'incomplete', missing: ['registration'], expired: ['puc'] });
  });

  it('counts a paper ending today as still valid, and one that ended yesterday as expired', () => {
    expect(papersState({ ...complete, insuranceExpiry: '2026-11-28' }, '2026-11-28').status).toBe('complete');
    expect(papersState({ ...complete, insuranceExpiry: '2026-11-27' }, '2026-11-28').status).toBe('expired');
  });

  it('has everything missing without papers, and no valid-until day', () => {
    expect(papersState(null, '2026-11-28').missing).toHaveLength(5);
    expect(papersValidUntil(null)).toBeNull();
    expect(papersValidUntil(complete)).toBe('2027-01-15');
  });
});
