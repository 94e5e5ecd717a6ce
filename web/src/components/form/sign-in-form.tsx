import type { ComponentProps, FormEventHandler } from 'react';
import { FormError } from './field-error';
import { PasswordField, TextField } from './fields';
import { SubmitButton } from './submit-button';

type BoundField = ComponentProps<typeof TextField>;

/**
 * A sign-in card: the account's name (email or username), its password, what went wrong and
 * the submit button. `form` is what `useCheckedForm` returns; each field comes bound by `field()`.
 */
export function SignInForm({
  form,
  account,
  password,
  submitLabel,
  pendingLabel,
}: {
  form: { submit: FormEventHandler<HTMLFormElement>; failure: string | null; pending: boolean };
  account: BoundField;
  password: BoundField;
  submitLabel: string;
  pendingLabel: string;
}) {
  return (
    <form className="card" onSubmit={form.submit} noValidate>
      <TextField autoComplete="username" {...account} />
      <PasswordField {...password} />
      <FormError>{form.failure}</FormError>
      <SubmitButton pending={form.pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
