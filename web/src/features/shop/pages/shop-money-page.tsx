import { ShopLayout } from '@/components/shop/shop-layout';
import { useT } from '@/lib/i18n/use-t';
import { ShopStatement } from '@/features/shop/components/shop-statement';
import '@/features/shop/components/shop-screens.css';

/** /shop/money: the shop's statement, day by day, with what is due to it. */
export default function ShopMoneyPage() {
  const t = useT('shop');
  return (
    <ShopLayout title={t('moneyTitle')}>
      <p>{t('moneyIntro')}</p>
      <ShopStatement />
    </ShopLayout>
  );
}
