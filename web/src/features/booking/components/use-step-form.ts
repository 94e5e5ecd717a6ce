import { zodResolver } from '@hookform/resolvers/zod';
import { type DeepPartial, type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSaveAsTyped } from './use-save-as-typed';

/** A booking step's form: checked by `schema` on Next, and handed to `save` as the customer types. */
export function useStepForm<T extends FieldValues, O = T>(
  schema: z.ZodType<O, z.ZodTypeDef, T>,
  defaultValues: DefaultValues<T>,
  save: (values: DeepPartial<T>) => void,
) {
  const form = useForm<T, unknown, O>({ resolver: zodResolver(schema), defaultValues });
  useSaveAsTyped(form.watch, save);
  return form;
}
