import { localizedErrorText } from '@/lib/i18n/api-error-text';

/**
 * The API answers `401 { error: { code: 'account_disabled' } }` when an administrator has disabled
 * the signed-in account. Every API client reports it here; the signed-in area's shell listens,
 * says so once and signs the account out, so no screen has to handle it and no screen keeps
 * asking a disabled account to "sign in again".
 */
export const ACCOUNT_DISABLED_CODE = 'account_disabled';

const EVENT_NAME = 'dropwise:account-disabled';

export function reportAccountDisabled(message: string): void {
  window.dispatchEvent(new CustomEvent<string>(EVENT_NAME, { detail: message }));
}

/**
 * Calls `listener` with the API's message each time a call is refused for a disabled account (in
 * the active language: the API writes English).
 */
export function onAccountDisabled(listener: (message: string) => void): () => void {
  const handle = (event: Event) => {
    const message = (event as CustomEvent<string>).detail;
    const facts = { status: 401, code: ACCOUNT_DISABLED_CODE, message };
    listener(localizedErrorText(facts, false) ?? message);
  };
  window.addEventListener(EVENT_NAME, handle);
  return () => window.removeEventListener(EVENT_NAME, handle);
}
