import { type ComponentProps, forwardRef } from 'react';
import { Options, SelectField } from '@/components/form';

type RecordSelectProps = Omit<ComponentProps<typeof SelectField>, 'children'> & {
  /** The shops or riders to choose from, each shown by its name. */
  records: readonly { id: string; name: string }[];
  emptyLabel: string;
};

/** A labelled dropdown of shops or riders by name, with a first choice for none or any. */
export const RecordSelect = forwardRef<HTMLSelectElement, RecordSelectProps>(function RecordSelect(
  { records, emptyLabel, ...select },
  ref,
) {
  return (
    <SelectField ref={ref} {...select}>
      <option value="">{emptyLabel}</option>
      <Options items={records} value={(record) => record.id} label={(record) => record.name} />
    </SelectField>
  );
});
