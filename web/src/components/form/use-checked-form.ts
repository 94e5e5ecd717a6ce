import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formFields } from './form-fields';

/**
 * A kit form checked by `schema`: `field(name)` binds a field, and `submit` hands the checked values
 * to `send`. What `send` throws becomes `failure`, one message for `FormError`, cleared on each try.
 */
export function useCheckedForm<T extends FieldValues, O>(
  schema: z.ZodType<O, z.ZodTypeDef, T>,
  defaultValues: DefaultValues<T>,
  send: (values: O) => Promise<unknown>,
  describeFailure: (error: unknown) => string,
) {
  const form = useForm<T, unknown, O>({ resolver: zodResolver(schema), defaultValues });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      setFailure(describeFailure(error));
    }
  });
  return { field: formFields(form), submit, failure, pending: form.formState.isSubmitting };
}
