import { describe, expect, it } from 'vitest';
import { formattersFor } from '@/lib/i18n/formatters';
import { parseRupees, rupeeText, paiseAsRupeeText } from './rupees';
import { formatPaise } from './use-paise';

describe('parseRupees', () => {
  // Each case is written as typed and the paise it must come to.
  it.each([
    {
      behaviour: 'reads whole rupees and rupees with paise exactly',
      readings: { '77': 7700, '77.50': 7750, '77.5': 7750, '77.05': 7705, '0.01': 1, '0': 0 },
    },
    {
      // 1.1 * 100 and 4.35 * 100 are 110.00000000000001 and 434.99999999999994 in floating point.
      behaviour: 'gives paise a float would get wrong',
      readings: { '1.10': 110, '4.35': 435, '1005.07': 100507 },
    },
    {
      behaviour: 'takes grouped digits, a rupee sign, spaces and Devanagari digits',
      readings: {
        '1,200': 120000,
        '1,00,000': 10000000,
        '100,000.25': 10000025,
        ' ₹ 77.50 ': 7750,
        'Rs. 120': 12000,
        '७७.५०': 7750,
      },
    },
  ])('$behaviour', ({ readings }) => {
    for (const [typed, paise] of Object.entries(readings)) expect(parseRupees(typed), typed).toBe(paise);
  });

  it('refuses what is not an amount of rupees', () => {
    for (const bad of [
      '',
      '  ',
      'abc',
      '77.505',
      '-5',
      '7 7',
      '1,2,00',
      '12,00',
      '77.',
      '.5',
      '1e3',
      '77,50',
    ])
      expect(parseRupees(bad), bad).toBeNull();
  });

  it('refuses more digits than paise can be counted exactly in', () => {
    expect(parseRupees('999999999999')).toBe(99999999999900);
    expect(parseRupees('9999999999999')).toBeNull();
  });
});

describe('rupeeText', () => {
  it('writes paise as a rupee amount to edit, and reads back the same', () => {
    expect(rupeeText(7700)).toBe('77');
    expect(rupeeText(7750)).toBe('77.50');
    expect(rupeeText(7705)).toBe('77.05');
    expect(rupeeText(120000)).toBe('1200');
    for (const paise of [0, 1, 99, 7705, 123456]) expect(parseRupees(rupeeText(paise))).toBe(paise);
  });
});

describe('formatPaise', () => {
  const english = formattersFor('en');

  it('shows paise only when there are some', () => {
    const shown: [number, string][] = [
      [7700, '₹77'],
      [7750, '₹77.50'],
      [7705, '₹77.05'],
      [12345600, '₹1,23,456'],
    ];
    for (const [paise, text] of shown) expect(formatPaise(english, paise)).toBe(text);
  });

  it('writes Marathi digits in Devanagari', () => {
    expect(formatPaise(formattersFor('mr'), 7750)).toBe('₹७७.५०');
  });
});

describe('paiseAsRupeeText', () => {
  it('writes paise as rupees with two decimals and no grouping, for CSV files', () => {
    expect(paiseAsRupeeText(125_050)).toBe('1250.50');
    expect(paiseAsRupeeText(5)).toBe('0.05');
    expect(paiseAsRupeeText(0)).toBe('0.00');
    expect(paiseAsRupeeText(-150)).toBe('-1.50');
  });
});
