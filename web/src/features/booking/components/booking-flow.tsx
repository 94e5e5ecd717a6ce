import type { BookingRequestInput, OrderKind } from '@domain/booking';
import { type ReactNode, useCallback, useState } from 'react';
import { orderPath } from '@domain/page-paths';
import { type DraftStore, useDraft } from '../draft/draft-store';
import { BookedPanel } from './booked-panel';
import { BookingSteps } from './booking-steps';
import type { StepNav } from './step-actions';
import { useConfirmBooking } from './use-confirm-booking';

interface BookingDraft {
  currentOrderId: string;
  requestId: string;
}

/**
 * What every booking page keeps: its saved draft, Clear, and Confirm. Clear empties the draft and
 * bumps `resetCount`, which remounts the step's form so that it shows the emptied draft.
 */
export function useBookingFlow<D extends BookingDraft>(
  store: DraftStore<D>,
  kind: OrderKind,
  toRequest: (draft: D) => BookingRequestInput,
) {
  const { draft, setDraft, clearDraft } = useDraft(store);
  const [resetCount, setResetCount] = useState(0);
  const clear = useCallback(() => {
    clearDraft();
    setResetCount((count) => count + 1);
  }, [clearDraft]);
  const confirmation = useConfirmBooking({
    draft,
    // Every booking draft has these two string fields, so a patch of them is a patch of the draft.
    setDraft: setDraft as unknown as (patch: Partial<BookingDraft>) => void,
    toRequest,
    kind,
  });
  return { draft, setDraft, clear, resetCount, ...confirmation };
}

/** Back, Next and Clear for the step at `current`; the first step has no Back. */
export function stepNav<S extends string>(
  steps: readonly S[],
  current: S,
  goTo: (step: S) => void,
  onClear: () => void,
): StepNav {
  const index = steps.indexOf(current);
  const move = (offset: 1 | -1) => () => goTo(steps[index + offset] ?? current);
  return { onBack: index > 0 ? move(-1) : undefined, onNext: move(1), onClear };
}

interface BookingScreenProps<S extends string> {
  title: string;
  /** What is booked, for the words of the booked panel. */
  what: OrderKind;
  flow: { draft: BookingDraft; clear: () => void; resetCount: number };
  steps: readonly S[];
  current: S;
  labels: Record<S, string>;
  /** The current step's form. */
  children: ReactNode;
}

/** A booking page: where the customer is in the steps and the current step, or the booked order. */
export function BookingScreen<S extends string>({
  title,
  what,
  flow,
  steps,
  current,
  labels,
  children,
}: BookingScreenProps<S>) {
  const orderId = flow.draft.currentOrderId;
  return (
    <main className="page narrow">
      <h1>{title}</h1>
      {orderId ? (
        <BookedPanel what={what} orderLink={orderPath(what, orderId)} onAnother={flow.clear} />
      ) : (
        <>
          <BookingSteps steps={steps} current={current} labels={labels} />
          <h2>{labels[current]}</h2>
          <div key={`${current}-${flow.resetCount}`}>{children}</div>
        </>
      )}
    </main>
  );
}
