import { describe, expect, it } from 'vitest';
import { decodeClaims, demo, signInWithPassword, signInWithPhone } from '../support/emulators';

describe('demo accounts loaded by npm run seed', () => {
  it.each([
    ['platform admin', demo.admin, 'admin'],
    ['education admin', demo.eduAdmin, 'eduAdmin'],
    ['rider', demo.rider, 'rider'],
  ] as const)('the %s signs in with a password and carries its role claim', async (_label, account, role) => {
    const { idToken } = await signInWithPassword(account.email, account.password);
    const claims = decodeClaims(idToken);
    expect(claims[role]).toBe(true);
    const otherRoles = ['admin', 'eduAdmin', 'rider'].filter((r) => r !== role);
    for (const other of otherRoles) expect(claims[other]).toBeUndefined();
  });

  it('the customer signs in by phone with the emulator code and has no role claim', async () => {
    const { uid, idToken } = await signInWithPhone(demo.customerPhone);
    expect(uid).toBe('demo-customer');
    const claims = decodeClaims(idToken);
    expect(claims.phone_number).toBe(demo.customerPhone);
    expect(claims.admin).toBeUndefined();
    expect(claims.eduAdmin).toBeUndefined();
    expect(claims.rider).toBeUndefined();
  });

  it('a wrong password is refused', async () => {
    await expect(signInWithPassword(demo.admin.email, 'not-the-password')).rejects.toThrow(/INVALID/);
  });
});
