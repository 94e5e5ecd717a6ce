import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** While true the button is disabled (no second submit) and shows `pendingLabel` if given. */
  pending: boolean;
  pendingLabel?: ReactNode;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}

/** A form's submit button that cannot be pressed twice while the form is being sent. */
export function SubmitButton({ pending, pendingLabel, className, disabled, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending || disabled}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
