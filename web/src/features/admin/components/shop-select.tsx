import { getDocs } from 'firebase/firestore';
import { type ComponentProps, forwardRef, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { type ShopRecord, shopsQuery, toShopRecord } from '../api/shop-records';
import { SelectField } from './text-field';

const SHOP_CHOICES = 100;

/** Hook for a shop dropdown: the active shops by name (the first 100, enough for a city). */
export function useActiveShops(): ShopRecord[] {
  const db = useFirestore();
  const [shops, setShops] = useState<ShopRecord[]>([]);
  useEffect(() => {
    getDocs(shopsQuery(db, { search: '', activeOnly: true }, { size: SHOP_CHOICES }))
      .then((snapshot) => setShops(snapshot.docs.slice(0, SHOP_CHOICES).map(toShopRecord)))
      .catch(() => setShops([]));
  }, [db]);
  return shops;
}

type ShopSelectProps = Omit<ComponentProps<typeof SelectField>, 'children'> & {
  shops: ShopRecord[];
  emptyLabel: string;
};

export const ShopSelect = forwardRef<HTMLSelectElement, ShopSelectProps>(function ShopSelect(
  { shops, emptyLabel, ...select },
  ref,
) {
  return (
    <SelectField ref={ref} {...select}>
      <option value="">{emptyLabel}</option>
      {shops.map((shop) => (
        <option key={shop.id} value={shop.id}>
          {shop.name}
        </option>
      ))}
    </SelectField>
  );
});
