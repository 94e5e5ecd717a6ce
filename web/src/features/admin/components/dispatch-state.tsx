import type { OrderDispatch } from '@dropwise/domain/dispatch';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useNow } from '@/lib/trip/use-now';

/**
 * Where automatic dispatch stands with a pending order, under its status on the dispatch board:
 * who holds an offer and for how long, a marked "No rider found" when every round went
 * unanswered, that it waits for the next rider in range to free up, or when offers start for a
 * scheduled ride. Nothing for an order dispatch has
 * finished with or never handled (booked while it was off). Manual accept and assign work
 * whatever this says.
 */
export function DispatchState({ dispatch }: { dispatch: OrderDispatch | null }) {
  const t = useT('admin');
  if (!dispatch) return null;
  switch (dispatch.state) {
    case 'offering':
      return <OfferingState dispatch={dispatch} />;
    case 'no_rider':
      return (
        <div className="dispatch-state">
          <span className="dispatch-no-rider">{t('boardDispatchNoRider')}</span>
        </div>
      );
    case 'waiting':
      return dispatch.waitingFor === 'rider' ? (
        <LookingForRider until={dispatch.until} />
      ) : (
        <WaitingState until={dispatch.until} />
      );
    default:
      return null;
  }
}

function OfferingState({ dispatch }: { dispatch: OrderDispatch }) {
  const t = useT('admin');
  const now = useNow(1000);
  const seconds = dispatch.until === null ? 0 : Math.ceil((dispatch.until - now) / 1000);
  const values = { offered: dispatch.offered, round: dispatch.round, rounds: dispatch.rounds };
  return (
    <div className="dispatch-state">
      {seconds > 0
        ? t('boardDispatchOffering', { ...values, seconds })
        : t('boardDispatchOfferingEnding', values)}
    </div>
  );
}

function LookingForRider({ until }: { until: number | null }) {
  const t = useT('admin');
  const f = useFormat();
  return (
    <div className="dispatch-state">
      <span className="dispatch-looking">
        {t('boardDispatchLookingForRider', { at: until === null ? '' : f.time(until) })}
      </span>
    </div>
  );
}

function WaitingState({ until }: { until: number | null }) {
  const t = useT('admin');
  const f = useFormat();
  if (until === null) return <div className="dispatch-state">{t('boardDispatchWaitingSoon')}</div>;
  // A time alone for today; a scheduled ride for another day needs its date too.
  const today = f.date(until) === f.date(Date.now());
  return (
    <div className="dispatch-state">
      {t('boardDispatchWaiting', { at: today ? f.time(until) : f.dateTime(until) })}
    </div>
  );
}
