import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';

/** What raising an SOS answers in the job card tests. */
export const raisedSos = { alertId: 'a1', call: '112' as const, told: { contacts: [], admins: 1 } };

/** A stand-in for raising an SOS, for a card whose SOS button the test does not press. */
export const fakeRaiseSos = () => vi.fn(async () => raisedSos);

/** For a file of rider screen tests: the English words the screens read, and an empty page after each test. */
export function readRiderScreensInEnglish(): void {
  beforeAll(() =>
    Promise.all([
      ensureCatalogue('rider', 'en'),
      ensureCatalogue('common', 'en'),
      ensureCatalogue('safety', 'en'),
    ]),
  );
  afterEach(cleanup);
}
