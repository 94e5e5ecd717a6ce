import type { ReactNode } from 'react';

type OptionsProps<T> = [T] extends [string]
  ? { items: readonly T[]; value?: (item: T) => string; label?: (item: T) => ReactNode }
  : { items: readonly T[]; value: (item: T) => string; label: (item: T) => ReactNode };

/** A select's `<option>`s, one per item; a list of strings is its own values and labels. */
export function Options<T>({ items, value, label }: OptionsProps<T>) {
  return items.map((item) => {
    const key = value ? value(item) : String(item);
    return (
      <option key={key} value={key}>
        {label ? label(item) : key}
      </option>
    );
  });
}
