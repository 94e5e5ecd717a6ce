import { ShopLayout } from '@/components/shop/shop-layout';
import { useT } from '@/lib/i18n/use-t';
import { BatchUpload } from '@/features/shop/components/batch-upload';
import '@/features/shop/components/shop-screens.css';

/** /shop/batch: many deliveries at once from a CSV file. */
export default function ShopBatchPage() {
  const t = useT('shop');
  return (
    <ShopLayout title={t('batchTitle')}>
      <BatchUpload />
    </ShopLayout>
  );
}
