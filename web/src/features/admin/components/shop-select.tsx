import { type ComponentProps, forwardRef } from 'react';
import { Options, SelectField } from '../../../components/form';
import type { ShopRecord } from '../api/shop-records';

type ShopSelectProps = Omit<ComponentProps<typeof SelectField>, 'children'> & {
  shops: ShopRecord[];
  emptyLabel: string;
};

/** A labelled dropdown of shops, with a first choice for none or any. */
export const ShopSelect = forwardRef<HTMLSelectElement, ShopSelectProps>(function ShopSelect(
  { shops, emptyLabel, ...select },
  ref,
) {
  return (
    <SelectField ref={ref} {...select}>
      <option value="">{emptyLabel}</option>
      <Options items={shops} value={(shop) => shop.id} label={(shop) => shop.name} />
    </SelectField>
  );
});
