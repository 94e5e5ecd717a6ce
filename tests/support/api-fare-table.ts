import { afterAll } from 'vitest';
import { DEFAULT_FARE_TABLE } from '@dropwise/domain/default-fare-table';
import { signInAdmin } from './access-actors';
import { callApi } from './booking-fixtures';

const { version: _storedVersion, ...defaultInput } = DEFAULT_FARE_TABLE;
/** The default fare table as an admin sends it: the store sets the version. */
export const DEFAULT_FARE_INPUT = defaultInput;

/** Replaces the fare table, as the holder of `token` (none: signed out). */
export const putFares = (token: string | undefined, body: unknown) =>
  callApi('/api/fares', { method: 'PUT', token, body });

/** Puts the default rates back after the file's tests, so that later suites quote what they expect. */
export function restoreDefaultFaresAfterAll(): void {
  afterAll(async () => {
    const admin = await signInAdmin();
    await putFares(admin.idToken, DEFAULT_FARE_INPUT);
  });
}
