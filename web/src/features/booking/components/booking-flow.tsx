import type { BookingRequestInput, OrderKind, QuoteRequestInput } from '@dropwise/domain/booking';
import { type ReactNode, useCallback, useState } from 'react';
import { orderPath } from '@dropwise/domain/page-paths';
import { type DraftStore, useDraft } from '@/features/booking/draft/draft-store';
import { BookedPanel } from './booked-panel';
import { BookingSteps } from './booking-steps';
import type { PlacesValue } from './places-step';
import { type Confirmation, ReviewStep } from './review-step';
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
  return { draft, setDraft, clear, resetCount, kind, ...confirmation };
}

/** The steps a booking page offers, the one the customer is on, their names, and how to move. */
export interface BookingStepsState<S extends string> {
  all: readonly S[];
  current: S;
  labels: Record<S, string>;
  nav: StepNav;
}

/**
 * Where the customer is in `all`: the step saved in the draft under `statusKey`, or the first step
 * when the saved one is no longer offered (the ride's Passengers after a smaller vehicle). Back,
 * Next and Clear move through `all`; the first step has no Back.
 */
export function bookingSteps<D extends BookingDraft, K extends keyof D & string, S extends D[K] & string>(
  flow: { draft: D; setDraft: (patch: Partial<D>) => void; clear: () => void },
  all: readonly S[],
  statusKey: K,
  labels: Record<S, string>,
): BookingStepsState<S> {
  const saved = flow.draft[statusKey] as S;
  const current = all.includes(saved) ? saved : (all[0] ?? saved);
  const index = all.indexOf(current);
  const goTo = (step: S) => flow.setDraft({ [statusKey]: step } as Partial<D>);
  const move = (offset: 1 | -1) => () => goTo(all[index + offset] ?? current);
  return {
    all,
    current,
    labels,
    nav: { onBack: index > 0 ? move(-1) : undefined, onNext: move(1), onClear: flow.clear },
  };
}

/** What the review step shows of a booking: the fare to ask for, and the summary rows. */
export interface BookingReview {
  quoteRequest: QuoteRequestInput;
  summary: Array<[string, ReactNode]>;
}

interface BookingScreenProps<S extends string> {
  title: string;
  flow: {
    draft: BookingDraft & PlacesValue;
    kind: OrderKind;
    clear: () => void;
    resetCount: number;
  } & Confirmation;
  steps: BookingStepsState<S>;
  review: BookingReview;
  /** The form of the current step, when it is not the review. */
  children: ReactNode;
}

/**
 * A booking page: where the customer is in the steps and the current step (the last is always
 * the review and Confirm), or the booked order.
 */
export function BookingScreen<S extends string>({
  title,
  flow,
  steps,
  review,
  children,
}: BookingScreenProps<S>) {
  const orderId = flow.draft.currentOrderId;
  const { current, labels, nav } = steps;
  return (
    <main className="page narrow">
      <h1>{title}</h1>
      {orderId ? (
        <BookedPanel what={flow.kind} orderLink={orderPath(flow.kind, orderId)} onAnother={flow.clear} />
      ) : (
        <>
          <BookingSteps steps={steps.all} current={current} labels={labels} />
          <h2>{labels[current]}</h2>
          <div key={`${current}-${flow.resetCount}`}>
            {current === 'review' ? (
              <ReviewStep places={flow.draft} {...review} confirmation={flow} {...nav} />
            ) : (
              children
            )}
          </div>
        </>
      )}
    </main>
  );
}
