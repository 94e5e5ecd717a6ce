import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  forwardedChain,
  normaliseAddress,
  PRODUCTION_TRUSTED_PROXY_HOPS,
  trustedProxyHops,
} from './client-address.js';

describe('trustedProxyHops', () => {
  it('defaults to the two proxies of Firebase Hosting in front of a 2nd-gen function', () => {
    expect(trustedProxyHops({})).toBe(PRODUCTION_TRUSTED_PROXY_HOPS);
    expect(PRODUCTION_TRUSTED_PROXY_HOPS).toBe(2);
  });
  it('trusts no header under the functions emulator, whose proxies append nothing', () => {
    expect(trustedProxyHops({ FUNCTIONS_EMULATOR: 'true' })).toBe(0);
  });
  it('takes DROPWISE_TRUST_PROXY_HOPS when it is a whole number from 0 to 10', () => {
    expect(trustedProxyHops({ DROPWISE_TRUST_PROXY_HOPS: '1', FUNCTIONS_EMULATOR: 'true' })).toBe(1);
    expect(trustedProxyHops({ DROPWISE_TRUST_PROXY_HOPS: ' 0 ' })).toBe(0);
    expect(trustedProxyHops({ DROPWISE_TRUST_PROXY_HOPS: '3' })).toBe(3);
  });
  it('refuses a value that is not one, naming the variable, and keeps the default when blank', () => {
    for (const raw of ['-1', '1.5', 'two', '11']) {
      expect(() => trustedProxyHops({ DROPWISE_TRUST_PROXY_HOPS: raw })).toThrow(
        /DROPWISE_TRUST_PROXY_HOPS=/,
      );
    }
    expect(trustedProxyHops({ DROPWISE_TRUST_PROXY_HOPS: '' })).toBe(2);
  });
});

describe('clientAddress', () => {
  const behindHosting = (header: string) => clientAddress(header, '169.254.8.129', 2);

  it('behind Hosting, is the visitor Hosting saw, whatever the client wrote before it', () => {
    expect(behindHosting('77.234.44.175, 66.102.8.142')).toBe('77.234.44.175');
    expect(behindHosting('1.1.1.1, 77.234.44.175, 66.102.8.142')).toBe('77.234.44.175');
    expect(behindHosting('1.1.1.1,2.2.2.2,3.3.3.3, 77.234.44.175,66.102.8.142')).toBe('77.234.44.175');
  });
  it('joins several header lines into one chain', () => {
    expect(forwardedChain(['9.9.9.9', '77.234.44.175, 66.102.8.142'])).toEqual([
      '9.9.9.9',
      '77.234.44.175',
      '66.102.8.142',
    ]);
    expect(clientAddress(['9.9.9.9', '77.234.44.175, 66.102.8.142'], undefined, 2)).toBe('77.234.44.175');
  });
  it('with one trusted proxy, is the last entry (what that proxy appended)', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9', '127.0.0.1', 1)).toBe('203.0.113.9');
  });
  it('with 0, ignores the header and counts the socket peer', () => {
    expect(clientAddress('203.0.113.9', '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientAddress('203.0.113.9', undefined, 0)).toBe('unknown');
  });
  it('when the chain is shorter than the trusted proxies, takes its furthest entry', () => {
    expect(clientAddress('77.234.44.175', '169.254.1.1', 2)).toBe('77.234.44.175');
    expect(clientAddress(undefined, '169.254.1.1', 2)).toBe('169.254.1.1');
    expect(clientAddress(' , ', '169.254.1.1', 1)).toBe('169.254.1.1');
  });
});

describe('normaliseAddress', () => {
  it('gives one spelling per address', () => {
    expect(normaliseAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normaliseAddress('10.0.0.1:5123')).toBe('10.0.0.1');
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8::1');
  });
  it('bounds whatever sits in a trusted position', () => {
    expect(normaliseAddress('x'.repeat(500))).toHaveLength(100);
    expect(normaliseAddress('')).toBe('unknown');
  });
});
