import { describe, expect, it } from 'vitest';
import { educationAdminSignInThrottle, normaliseUsername, signInThrottleDocId } from './sign-in-throttle.js';

describe('per-account sign-in throttle keys', () => {
  it('count one account however its username is spelled', () => {
    const window = 1_800_000;
    const key = (username: string) => signInThrottleDocId('education-admin', username, window);
    expect(key('  EduAdmin@Dropwise.TEST ')).toBe(key('eduadmin@dropwise.test'));
    expect(key('ｅｄｕadmin@dropwise.test')).toBe(key('eduadmin@dropwise.test'));
    expect(key('other@dropwise.test')).not.toBe(key('eduadmin@dropwise.test'));
    expect(normaliseUsername(' A@B.C ')).toBe('a@b.c');
  });

  it('never store the username itself, and start a new key each window', () => {
    const id = signInThrottleDocId('education-admin', 'eduadmin@dropwise.test', 900_000);
    expect(id).not.toContain('eduadmin');
    expect(id).toMatch(/^education-admin_[0-9a-f]{40}_900000$/);
    expect(signInThrottleDocId('education-admin', 'eduadmin@dropwise.test', 1_800_000)).not.toBe(id);
  });

  it('allow 10 attempts per account per 15 minutes by default', () => {
    expect(educationAdminSignInThrottle()).toMatchObject({ limit: 10, windowSeconds: 900 });
  });
});
