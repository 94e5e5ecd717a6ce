import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_STORAGE_KEY,
  type AccountState,
  clearAccountState,
  emptyAccountState,
  loadAccountState,
  saveAccountState,
} from './persisted-account';

const signedIn: AccountState = {
  name: 'Asha Rao',
  phoneNumber: '+919876543210',
  cityName: 'Pune',
  profileImage: 'data:image/jpeg;base64,/9j/4AAQ',
  userOtp: { phoneNumber: '+919876543210', sentAt: 1 },
  signedIn: true,
  currentRoute: '/bookRider',
  pushDeviceToken: 'fcm-token-1',
};

function savedValue(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(ACCOUNT_STORAGE_KEY) ?? 'null') as Record<string, unknown>;
}

describe('the persisted account store', () => {
  afterEach(() => localStorage.clear());

  it('starts empty and signed out when nothing is saved', () => {
    expect(loadAccountState()).toEqual(emptyAccountState);
  });

  it('restores what it saved, except the in-flight verification', () => {
    saveAccountState(signedIn);
    expect(loadAccountState()).toEqual({ ...signedIn, userOtp: null });
  });

  it('saves under one fixed key with a version', () => {
    saveAccountState(signedIn);
    expect(Object.keys(localStorage)).toEqual([ACCOUNT_STORAGE_KEY]);
    expect(savedValue()).toMatchObject({ version: 1, name: 'Asha Rao', signedIn: true });
    expect(savedValue()).not.toHaveProperty('userOtp');
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['JSON null', 'null'],
    ['an array', '[1,2,3]'],
    ['an unknown version', JSON.stringify({ ...signedIn, userOtp: undefined, version: 2 })],
    [
      'a signed-in flag that is a string',
      JSON.stringify({ ...signedIn, userOtp: undefined, version: 1, signedIn: 'yes' }),
    ],
    [
      'an extra field such as a role',
      JSON.stringify({ ...signedIn, userOtp: undefined, version: 1, admin: true }),
    ],
    [
      'a phone number that is not E.164',
      JSON.stringify({ ...signedIn, userOtp: undefined, version: 1, phoneNumber: 'me' }),
    ],
    [
      'a route to another site',
      JSON.stringify({ ...signedIn, userOtp: undefined, version: 1, currentRoute: '//evil.example' }),
    ],
    [
      'a script as the image',
      JSON.stringify({ ...signedIn, userOtp: undefined, version: 1, profileImage: 'javascript:alert(1)' }),
    ],
  ])('ignores %s, starts signed out and removes the bad entry', (_label, raw) => {
    localStorage.setItem(ACCOUNT_STORAGE_KEY, raw);
    expect(loadAccountState()).toEqual(emptyAccountState);
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEY)).toBeNull();
  });

  it('does not crash when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(loadAccountState(broken)).toEqual(emptyAccountState);
    expect(() => saveAccountState(signedIn, broken)).not.toThrow();
    expect(() => clearAccountState(broken)).not.toThrow();
  });

  it('clearing removes the saved entry', () => {
    saveAccountState(signedIn);
    clearAccountState();
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEY)).toBeNull();
  });
});
