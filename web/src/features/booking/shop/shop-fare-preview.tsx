import { FareBreakdownTable } from '@/components/fares/fare-breakdown';
import { FormError } from '@/components/form';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { useAuth } from '@/lib/firebase/instances';
import { useLoad } from '@/lib/firebase/use-load';
import { useT } from '@/lib/i18n/use-t';
import { quoteShopOrder, type ShopQuoteInput } from '@/features/booking/api/shop-booking';

/**
 * The delivery fee before booking, priced by the server from the shop to the drop-off as the order
 * will be; asked again whenever the drop-off or the size changes, and not at all before both are known.
 */
export function ShopFarePreview({ quote }: { quote: ShopQuoteInput | null }) {
  const t = useT('shop');
  const auth = useAuth();
  const key = quote ? JSON.stringify(quote) : null;
  const quoting = useLoad(
    () => (key ? quoteShopOrder(auth, JSON.parse(key) as ShopQuoteInput) : null),
    [auth, key],
  );
  let content;
  if (!key) content = <p className="muted">{t('fareNeeds')}</p>;
  else if (quoting.loading) content = <p>{t('fareEstimating')}</p>;
  else if (quoting.error || !quoting.data)
    content = (
      <FormError>
        {quoting.error instanceof ApiError ? errorMessage(quoting.error) : t('fareFailed')}
      </FormError>
    );
  else content = <FareBreakdownTable fare={quoting.data} caption={t('fareCaption')} />;
  return (
    <section className="fare-estimate" aria-live="polite" aria-label={t('fareCaption')}>
      {content}
    </section>
  );
}
