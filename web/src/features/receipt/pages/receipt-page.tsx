import { Link, useParams } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import { orderPath, pagePaths } from '@dropwise/domain/page-paths';
import { Loading } from '@/components/loading';
import { customerPage } from '@/components/session/require-customer';
import { ApiError, plainMessage } from '@/lib/api/api-error';
import { useT } from '@/lib/i18n/use-t';
import { useLoad } from '@/lib/firebase/use-load';
import { getReceipt, type Receipt } from '@/features/receipt/api/get-receipt';
import { ReceiptView } from '@/features/receipt/components/receipt-view';

type ReceiptState =
  | { status: 'loading' }
  | { status: 'ready'; receipt: Receipt }
  | { status: 'not-delivered' }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

/** The receipt of one order, asked for once per visit (a receipt never changes once issued). */
function useReceipt(orderId: string): { state: ReceiptState; retry: () => void } {
  const auth = useAuth();
  const { data: receipt, error, loading, reload } = useLoad(() => getReceipt(auth, orderId), [auth, orderId]);
  return { state: receiptState(receipt, error, loading), retry: reload };
}

function receiptState(receipt: Receipt | undefined, error: unknown, loading: boolean): ReceiptState {
  if (loading) return { status: 'loading' };
  if (error instanceof ApiError && error.status === 409) return { status: 'not-delivered' };
  if (error instanceof ApiError && (error.status === 404 || error.status === 403))
    return { status: 'not-found' };
  if (error) return { status: 'error', error };
  return receipt ? { status: 'ready', receipt } : { status: 'loading' };
}

/** /receipt/:orderId: the customer's receipt for a delivered order, to read, print or save as PDF. */
export function ReceiptScreen() {
  const { orderId = '' } = useParams();
  const t = useT('receipt');
  const { state, retry } = useReceipt(orderId);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'ready') {
    const { receipt } = state;
    return (
      <main className="page narrow receipt-page">
        <ReceiptView receipt={receipt} />
        <div className="receipt-actions receipt-screen-only">
          <button type="button" onClick={() => window.print()}>
            {t('print')}
          </button>
          <Link to={orderPath(receipt.kind, receipt.orderId)}>{t('backToOrder')}</Link>
        </div>
      </main>
    );
  }
  return (
    <main className="page narrow receipt-page">
      <h1>{t('heading')}</h1>
      {state.status === 'error' ? (
        <>
          <p role="alert">{t('loadFailed', { reason: plainMessage(state.error) })}</p>
          <button type="button" onClick={retry}>
            {t('tryAgain')}
          </button>
        </>
      ) : (
        <p>{t(state.status === 'not-delivered' ? 'notReady' : 'notFound')}</p>
      )}
      <p className="actions">
        <Link to={pagePaths.rideHistory}>{t('yourRides')}</Link>
        <Link to={pagePaths.parcelHistory}>{t('yourParcels')}</Link>
      </p>
    </main>
  );
}

export default customerPage(ReceiptScreen);
