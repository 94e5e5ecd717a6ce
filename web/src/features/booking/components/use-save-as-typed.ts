import { useEffect, useRef } from 'react';
import type { DeepPartial, FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Hands each change of a step's form to `save` as the customer types (the draft keeps it across a
 * reload). The latest `save` is used, so callers can pass an inline function.
 */
export function useSaveAsTyped<T extends FieldValues>(
  watch: UseFormWatch<T>,
  save: (values: DeepPartial<T>) => void,
) {
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  useEffect(() => {
    const subscription = watch((values) => latestSave.current(values));
    return () => subscription.unsubscribe();
  }, [watch]);
}
