import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import { plainMessage } from '@/lib/api/api-error';
import { ensureCatalogue, translate } from '@/lib/i18n/i18n-store';
import { sendQueuedBookings } from '@/lib/offline/send-queued-bookings';

/**
 * Sends bookings confirmed offline once the connection is back, from whichever customer page is
 * open, and says so: a toast with a way to the order, or why the API refused it.
 */
export function BookingOutboxRunner() {
  const auth = useAuth();
  // The router hands out a new navigate on every page change; the sender must outlive those.
  const navigate = useNavigate();
  const navigateTo = useRef(navigate);
  useEffect(() => {
    navigateTo.current = navigate;
  }, [navigate]);
  useEffect(() => {
    void ensureCatalogue('offline');
    return sendQueuedBookings(auth, {
      sent: (booking, orderId) => {
        toast.success(
          (shown) => (
            <span>
              {translate('offline', 'bookingSent')}
              <button
                type="button"
                className="secondary toast-action"
                onClick={() => {
                  toast.dismiss(shown.id);
                  navigateTo.current(`${booking.orderPath}/${orderId}`);
                }}
              >
                {translate('offline', 'viewOrder')}
              </button>
            </span>
          ),
          { duration: 8000 },
        );
      },
      refused: (_booking, error) => {
        toast.error(translate('offline', 'bookingRefused', { problem: plainMessage(error) }), {
          duration: 8000,
        });
      },
    });
  }, [auth]);
  return null;
}
