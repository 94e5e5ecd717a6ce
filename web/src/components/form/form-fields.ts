import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * Binds the kit's fields to a react-hook-form form, so that each field is one line:
 * `const field = formFields(form)`, then `<TextField id="email" label="Email" {...field('email')} />`
 * gives the control its registration (name, ref, handlers) and the field's current error message.
 */
export function formFields<T extends FieldValues, C, R>(form: UseFormReturn<T, C, R>) {
  const { errors } = form.formState;
  return (name: Path<T>) => ({
    ...form.register(name),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}
