import type { BookingRequestInput, OrderKind } from '@dropwise/domain/booking';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import { orderHistoryPath, orderPath } from '@dropwise/domain/page-paths';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { localizeFieldMessage } from '@/lib/i18n/field-message';
import { type Translate, useT } from '@/lib/i18n/use-t';
import { bookingOutbox } from '@/lib/offline/booking-outbox';
import { bookOrder } from '@/lib/orders/book-order';
import { makeRequestId } from '@/lib/orders/request-id';

interface ConfirmOptions<D extends { requestId: string }> {
  draft: D;
  setDraft: (patch: { requestId?: string; currentOrderId?: string }) => void;
  toRequest: (draft: D) => BookingRequestInput;
  /** What is booked: the order's page is below the customer's list of these. */
  kind: OrderKind;
}

/**
 * Confirm: the request id is made once and stored in the draft before the call, so a double
 * click, a retry after a timeout or a reload and Confirm again all send the same id and the
 * server answers the same order.
 */
export function useConfirmBooking<D extends { requestId: string }>({
  draft,
  setDraft,
  toRequest,
  kind,
}: ConfirmOptions<D>) {
  const t = useT('booking');
  const auth = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const inFlight = useRef(false);
  // A booking confirmed offline waits in the outbox; once sent, this page moves on to the order.
  const waiting = useSyncExternalStore(
    bookingOutbox.subscribe,
    () => Boolean(draft.requestId) && bookingOutbox.isQueued(draft.requestId),
  );
  const sentOrder = useSyncExternalStore(bookingOutbox.subscribe, () =>
    draft.requestId ? bookingOutbox.sentOrder(draft.requestId) : undefined,
  );
  useEffect(() => {
    if (!sentOrder) return;
    setDraft({ currentOrderId: sentOrder });
    navigate(orderPath(kind, sentOrder));
  }, [sentOrder, setDraft, navigate, kind]);

  const confirm = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setConfirming(true);
    setError(undefined);
    const requestId = draft.requestId || makeRequestId();
    if (!draft.requestId) setDraft({ requestId });
    const body = toRequest({ ...draft, requestId });
    const queue = () => {
      const uid = auth.currentUser?.uid;
      if (!uid) return false;
      bookingOutbox.add({ requestId, uid, body, orderPath: orderHistoryPath(kind), queuedAt: Date.now() });
      return true;
    };
    try {
      if (navigator.onLine === false && queue()) return;
      const order = await bookOrder(auth, body);
      setDraft({ currentOrderId: order.id });
      navigate(orderPath(kind, order.id));
    } catch (caught) {
      // Lost on the way: the same request id goes again when the connection is back.
      if (caught instanceof ApiError && caught.status === 0 && queue()) return;
      setError(confirmErrorMessage(caught, t));
    } finally {
      inFlight.current = false;
      setConfirming(false);
    }
  }, [auth, draft, setDraft, toRequest, kind, navigate, t]);

  return { confirm, confirming, error, waiting };
}

/**
 * What went wrong, and what to do: a refused field is changed on an earlier step; after a
 * failure on the way (offline, a server error) Confirm is safe to press again.
 */
function confirmErrorMessage(error: unknown, t: Translate<'booking'>): string {
  if (!(error instanceof ApiError)) return t('confirmFailed');
  const fieldMessages = Object.values(error.fields).map(localizeFieldMessage);
  if (fieldMessages.length > 0) return t('confirmGoBack', { problem: fieldMessages.join(' ') });
  if (error.status === 0 || error.status >= 500)
    return t('confirmRetrySafe', { problem: errorMessage(error) });
  return errorMessage(error);
}
