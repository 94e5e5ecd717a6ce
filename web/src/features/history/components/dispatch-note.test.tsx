import type { OrderDispatch } from '@dropwise/domain/dispatch';
import type { OrderStatus } from '@dropwise/domain/order-lifecycle';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue, setPageLanguage } from '@/lib/i18n/i18n-store';
import { DispatchNote } from './dispatch-note';

beforeAll(() => ensureCatalogue('history', 'en'));
afterEach(cleanup);

const dispatch = (state: OrderDispatch['state']): OrderDispatch => ({
  state,
  round: 1,
  rounds: 3,
  offered: 3,
  until: null,
});

const note = (status: OrderStatus, state: OrderDispatch['state'] | null) => {
  render(<DispatchNote order={{ status, dispatch: state ? dispatch(state) : null }} />);
  return screen.getByRole('status');
};

describe('DispatchNote', () => {
  it('says a rider is being found while offers are out', () => {
    const line = note('pending', 'offering');
    expect(line.textContent).toBe('Finding a rider near you…');
    expect(line.getAttribute('aria-live')).toBe('polite');
  });

  it('says the team will assign a rider when nobody nearby accepted', () => {
    expect(note('pending', 'no_rider').textContent).toBe(
      'We are still looking for a rider. Our team will assign one.',
    );
  });

  it('says every rider near is busy while the order waits for the next free one', () => {
    render(
      <DispatchNote
        order={{ status: 'pending', dispatch: { ...dispatch('waiting'), waitingFor: 'rider' } }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Every rider near you is busy. Looking for a rider… the next one free gets your order.',
    );
  });

  it('stays an empty live region otherwise, ready for the words', () => {
    expect(note('pending', null).textContent).toBe('');
    cleanup();
    expect(note('pending', 'waiting').textContent).toBe('');
    cleanup();
    // A rider has it now: what dispatch last said no longer applies.
    expect(note('assigned', 'offering').textContent).toBe('');
  });
});

describe('DispatchNote in Hindi', () => {
  beforeAll(async () => {
    await ensureCatalogue('history', 'hi');
    setPageLanguage('hi');
  });
  afterAll(() => setPageLanguage('en'));

  it('says it in Hindi', () => {
    expect(note('pending', 'offering').textContent).toBe('आपके आस-पास राइडर ढूँढा जा रहा है…');
    cleanup();
    render(
      <DispatchNote
        order={{ status: 'pending', dispatch: { ...dispatch('waiting'), waitingFor: 'rider' } }}
      />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^आपके आस-पास के सभी राइडर अभी व्यस्त हैं।/);
  });
});
