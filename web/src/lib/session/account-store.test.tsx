import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountStore, useAccountStore } from './account-store';
import { ACCOUNT_STORAGE_KEY } from './persisted-account';

function Greeting() {
  const name = useAccountStore((state) => state.name);
  const signedIn = useAccountStore((state) => state.signedIn);
  return <p>{signedIn ? `Hello ${name}` : 'Signed out'}</p>;
}

describe('accountStore and useAccountStore', () => {
  afterEach(() => {
    cleanup();
    accountStore.reset();
    localStorage.clear();
  });

  it('re-renders components when the profile changes, and saves it', () => {
    const { container } = render(<Greeting />);
    expect(container.textContent).toBe('Signed out');
    act(() => {
      accountStore.setSignedIn('+919876543210');
      accountStore.setProfile({ name: 'Asha', cityName: 'Pune' });
    });
    expect(container.textContent).toBe('Hello Asha');
    expect(JSON.parse(localStorage.getItem(ACCOUNT_STORAGE_KEY) ?? '{}')).toMatchObject({
      name: 'Asha',
      signedIn: true,
      phoneNumber: '+919876543210',
    });
  });

  it('reset (logout) empties the user data, clears the flag and the saved copy', () => {
    const { container } = render(<Greeting />);
    act(() => {
      accountStore.setSignedIn('+919876543210');
      accountStore.setProfile({ name: 'Asha' });
      accountStore.setPushDeviceToken('token');
      accountStore.reset();
    });
    expect(container.textContent).toBe('Signed out');
    expect(accountStore.getState()).toMatchObject({ name: '', phoneNumber: '', pushDeviceToken: null });
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEY)).toBeNull();
  });

  it('signing in ends the pending verification', () => {
    accountStore.setPendingVerification({ phoneNumber: '+919876543210', sentAt: 5 });
    expect(accountStore.getState().userOtp).not.toBeNull();
    accountStore.setSignedIn('+919876543210');
    expect(accountStore.getState().userOtp).toBeNull();
  });
});
