import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readPageIn } from '@/testing/page-language';
import type { OutboxState, QueuedStep } from '@/features/rider/lib/outbox-types';
import { OutboxStatus } from './outbox-status';

beforeAll(() => Promise.all([ensureCatalogue('rider', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const step = (orderId: string, to: QueuedStep['to']): QueuedStep => ({ orderId, to, queuedAt: 1 });
const state = (overrides: Partial<OutboxState> = {}): OutboxState => ({
  steps: [],
  position: null,
  lastPositionSent: null,
  refusals: [],
  ...overrides,
});

describe('OutboxStatus', () => {
  it('shows nothing while nothing waits', () => {
    const { container } = render(
      <OutboxStatus state={state()} positionWaiting={false} onDismiss={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
  });

  it('counts the steps waiting for the connection, and says the position waits too', () => {
    const { rerender } = render(
      <OutboxStatus
        state={state({ steps: [step('o1', 'picked_up')] })}
        positionWaiting={false}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('1 step waiting for connection…');
    rerender(
      <OutboxStatus
        state={state({ steps: [step('o1', 'picked_up'), step('o1', 'delivered')] })}
        positionWaiting
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      '2 steps waiting for connection…No connection: your position will be sent when it is back.',
    );
  });

  it("says why a waiting step was refused, in the rider's words, until it is dismissed", () => {
    const refusal = {
      step: step('o1', 'picked_up'),
      error: new ApiError(422, 'wrong_handover_code', 'That code is not right. 2 attempts left.'),
    };
    const onDismiss = vi.fn();
    render(
      <OutboxStatus state={state({ refusals: [refusal] })} positionWaiting={false} onDismiss={onDismiss} />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Picked up for order o1 was not accepted: That code is not right. 2 attempts left.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onDismiss).toHaveBeenCalledWith(refusal);
  });
});

describe('OutboxStatus in Marathi', () => {
  readPageIn('mr', ['rider']);

  it('counts in Marathi', () => {
    render(
      <OutboxStatus
        state={state({ steps: [step('o1', 'picked_up'), step('o2', 'delivered')] })}
        positionWaiting={false}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('२ पायऱ्या इंटरनेटची वाट पाहत आहेत…');
  });
});
