import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone.js';

describe('normalisePhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['(+91) 98765.43210', '+919876543210'],
    ['+1 555-555-0100', '+15555550100'],
    ['+15555550100', '+15555550100'],
    ['  +44 20 7946 0958 ', '+442079460958'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12345',
    '+91 12345 67890',
    '98765 4321',
    '+0 555 555 0100',
    '+1234567890123456',
    '98765<script>',
    '9'.repeat(30),
  ])('rejects %j', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it('uses the given default country code for national numbers', () => {
    expect(normalisePhone('020 7946 0958', '44')).toBe('+442079460958');
  });
});
