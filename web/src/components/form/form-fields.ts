import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Binds the kit's fields to a react-hook-form form, so that each field is one line:
 * `const field = formFields(form)`, then `<TextField id="email" label="Email" {...field('email')} />`
 * gives the control its registration (name, ref, handlers) and the field's current error message.
 */
export function formFields<T extends FieldValues, C, R>(form: UseFormReturn<T, C, R>) {
  // The form's own lookup, not the package's `get`: a form on a public page then needs nothing
  // from the library but the form it was given (build-tools/public-form-library-plugin.ts).
  const { formState } = form;
  return (name: Path<T>) => ({
    ...form.register(name),
    error: form.getFieldState(name, formState).error?.message,
  });
}
