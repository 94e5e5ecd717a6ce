import { ShopLayout } from '@/components/shop/shop-layout';
import { FormError } from '@/components/form';
import { errorMessage } from '@/lib/api/api-error';
import { useAuth } from '@/lib/firebase/instances';
import { useLoad } from '@/lib/firebase/use-load';
import { useT } from '@/lib/i18n/use-t';
import { loadMyShop } from '@/features/booking/api/shop-booking';
import { ShopBookingForm } from '@/features/booking/shop/shop-booking-form';
import '@/features/booking/components/booking.css';

/** /shop/book: shop staff book one delivery from their shop's address. */
export default function ShopBookPage() {
  const t = useT('shop');
  return (
    <ShopLayout title={t('bookTitle')}>
      <ShopBooking />
    </ShopLayout>
  );
}

function ShopBooking() {
  const t = useT('shop');
  const auth = useAuth();
  const shop = useLoad(() => loadMyShop(auth), [auth]);
  if (shop.data) return <ShopBookingForm shop={shop.data} />;
  if (shop.loading) return <p role="status">{t('shopLoading')}</p>;
  return (
    <>
      <FormError>{shop.error ? errorMessage(shop.error) : t('shopFailed')}</FormError>
      <button type="button" onClick={shop.reload}>
        {t('tryAgain')}
      </button>
    </>
  );
}
