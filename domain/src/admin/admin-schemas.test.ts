import { describe, expect, it } from 'vitest';
import { riderInputForTests as rider, shopInputForTests as shop } from './admin-inputs-for-tests.js';
import { parseCustomerSearch } from './customer.js';
import { riderCreateSchema, riderUpdateSchema } from './rider.js';
import { shopInputSchema, shopUpdateSchema } from './shop.js';

describe('shop schema', () => {
  it('trims text and normalises the phone to E.164', () => {
    expect(shopInputSchema.parse(shop)).toEqual({ ...shop, name: 'Asha Stores', phone: '+919876543210' });
  });

  it.each([
    ['name', { name: 'A' }],
    ['phone', { phone: '12345' }],
    ['address', { address: 'x'.repeat(201) }],
    ['city', { city: '' }],
    ['name', { name: 'Bad\u0000Name' }],
  ])('refuses a bad %s', (field, override) => {
    const result = shopInputSchema.safeParse({ ...shop, ...override });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('refuses unknown fields and an empty edit', () => {
    expect(shopInputSchema.safeParse({ ...shop, active: false }).success).toBe(false);
    expect(shopUpdateSchema.safeParse({}).success).toBe(false);
    expect(shopUpdateSchema.parse({ city: 'Mumbai' })).toEqual({ city: 'Mumbai' });
  });
});

describe('rider schemas', () => {
  it('lower-cases the email, normalises the phone and has no shop by default', () => {
    expect(riderCreateSchema.parse(rider)).toMatchObject({
      email: 'neha@example.com',
      phone: '+919876543210',
      shopId: null,
    });
  });

  it('reads an empty shop choice as no shop', () => {
    expect(riderCreateSchema.parse({ ...rider, shopId: '' }).shopId).toBeNull();
    expect(riderUpdateSchema.parse({ shopId: '' })).toEqual({ shopId: null });
  });

  it.each([
    ['vehicleType', { vehicleType: 'truck' }],
    ['password', { password: '12345' }],
    ['email', { email: 'nope' }],
    ['shopId', { shopId: '../shops/x' }],
  ])('refuses a bad %s', (field, override) => {
    const result = riderCreateSchema.safeParse({ ...rider, ...override });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('an edit may not change the email or the active flag', () => {
    expect(riderUpdateSchema.safeParse({ email: 'x@y.z' }).success).toBe(false);
    expect(riderUpdateSchema.safeParse({ active: false }).success).toBe(false);
  });
});

describe('customer search', () => {
  it('an empty search lists everyone', () => {
    expect(parseCustomerSearch('  ')).toEqual({ kind: 'all' });
  });

  it('digits are a phone prefix, as typed and with the default country code', () => {
    expect(parseCustomerSearch('98765')).toEqual({ kind: 'phone', prefixes: ['+9198765', '+98765'] });
    expect(parseCustomerSearch('+1 555')).toEqual({ kind: 'phone', prefixes: ['+1555'] });
  });

  it('a full number is matched in its E.164 form', () => {
    expect(parseCustomerSearch('098765 43210')).toMatchObject({ kind: 'phone' });
    expect((parseCustomerSearch('098765 43210') as { prefixes: string[] }).prefixes).toContain(
      '+919876543210',
    );
  });

  it('words are a name prefix, as typed, capitalised and in lower case', () => {
    expect(parseCustomerSearch('asha')).toEqual({ kind: 'name', prefixes: ['asha', 'Asha'] });
    expect(parseCustomerSearch('ASHA')).toEqual({ kind: 'name', prefixes: ['ASHA', 'asha'] });
  });
});
