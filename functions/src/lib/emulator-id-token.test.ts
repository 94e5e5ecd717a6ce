import { describe, expect, it } from 'vitest';
import { EmulatorTokenError, verifyEmulatorIdToken } from './emulator-id-token.js';

const PROJECT = 'demo-dropwise';
const NOW_S = 1_800_000_000;

function token(
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'none', typ: 'JWT' },
) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part(header)}.${part({
    aud: PROJECT,
    iss: `https://securetoken.google.com/${PROJECT}`,
    sub: 'customer-1',
    iat: NOW_S - 10,
    exp: NOW_S + 3600,
    auth_time: NOW_S - 10,
    ...claims,
  })}.`;
}

const verify = (value: string) => verifyEmulatorIdToken(value, PROJECT, NOW_S * 1000);

describe('verifyEmulatorIdToken', () => {
  it('accepts an Auth emulator token for this project and names its uid and claims', () => {
    const decoded = verify(token({ admin: true }));
    expect(decoded.uid).toBe('customer-1');
    expect(decoded.admin).toBe(true);
  });

  it.each([
    ['not a JWT', 'not-a-real-token'],
    ['a payload that is not JSON', 'e30.bm90IGpzb24.'],
    ['another project', token({ aud: 'other-project' })],
    ['another issuer', token({ iss: 'https://securetoken.google.com/other-project' })],
    ['no subject', token({ sub: '' })],
    ['an expired token', token({ exp: NOW_S - 1 })],
    ['a token issued in the future', token({ iat: NOW_S + 3600 })],
    ['no sign-in time', token({ auth_time: undefined })],
    ['a signed (non-emulator) token', token({}, { alg: 'RS256', kid: 'x' })],
  ])('refuses %s', (_label, value) => {
    expect(() => verify(value)).toThrow(EmulatorTokenError);
  });
});
