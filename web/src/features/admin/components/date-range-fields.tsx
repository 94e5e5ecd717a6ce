import { TextField } from '@/components/form';

export type DateRangeEnd = 'from' | 'to';

const ENDS: readonly DateRangeEnd[] = ['from', 'to'];

/**
 * A from and a to date field, each bounding the other so the picker cannot offer a range that
 * ends before it starts. An empty end leaves the other unbounded.
 */
export function DateRangeFields({
  idPrefix,
  labels,
  range,
  errors,
  onChange,
}: {
  /** Each field's id is the prefix and its end: `cash-from`, `cash-to`. */
  idPrefix: string;
  labels: Record<DateRangeEnd, string>;
  /** The days as `YYYY-MM-DD`, empty when cleared. */
  range: Record<DateRangeEnd, string>;
  errors: Partial<Record<DateRangeEnd, string>>;
  onChange: (end: DateRangeEnd, day: string) => void;
}) {
  return ENDS.map((end) => (
    <TextField
      key={end}
      id={`${idPrefix}-${end}`}
      label={labels[end]}
      type="date"
      value={range[end]}
      min={end === 'to' ? range.from || undefined : undefined}
      max={end === 'from' ? range.to || undefined : undefined}
      error={errors[end]}
      onChange={(event) => onChange(end, event.target.value)}
    />
  ));
}
