import { describe, expect, it } from 'vitest';
import { paiseAsRupeeText, parseRupees } from './rupees';

describe('parseRupees', () => {
  it('reads rupees as exact paise, with grouping commas, a rupee sign and up to two decimals', () => {
    expect(parseRupees('250')).toBe(25_000);
    expect(parseRupees('250.5')).toBe(25_050);
    expect(parseRupees('250.05')).toBe(25_005);
    expect(parseRupees(' 1,250.50 ')).toBe(125_050);
    expect(parseRupees('1,00,000')).toBe(10_000_000);
    expect(parseRupees('₹ 99.99')).toBe(9_999);
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('4.35')).toBe(435);
    expect(parseRupees('.5')).toBe(50);
    expect(parseRupees('250.')).toBe(25_000);
    expect(parseRupees('0')).toBe(0);
  });

  it('gives every result as a whole number of paise', () => {
    for (let paise = 0; paise <= 2_000; paise += 7) {
      const text = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
      expect(parseRupees(text)).toBe(paise);
    }
  });

  it('refuses what is not an amount, a third decimal, and what Number() would wrongly take', () => {
    for (const text of [
      '',
      ' ',
      '.',
      'abc',
      '-5',
      '+5',
      '12.345',
      '1e3',
      '0x10',
      'Infinity',
      '1,,000',
      ',5',
      '5,',
    ]) {
      expect(parseRupees(text), text).toBeNull();
    }
  });
});

describe('paiseAsRupeeText', () => {
  it('writes paise as rupees with two decimals and no grouping', () => {
    expect(paiseAsRupeeText(125_050)).toBe('1250.50');
    expect(paiseAsRupeeText(5)).toBe('0.05');
    expect(paiseAsRupeeText(0)).toBe('0.00');
    expect(paiseAsRupeeText(-150)).toBe('-1.50');
  });
});
