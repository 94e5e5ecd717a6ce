import type { ReactNode } from 'react';
import { SubmitButton } from '../../../components/form';

/** Under a create-or-edit form: its submit button, and while editing, Cancel edit. */
export function SaveOrCancel({
  pending,
  onCancel,
  children,
}: {
  pending: boolean;
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="actions">
      <SubmitButton pending={pending}>{children}</SubmitButton>
      {onCancel ? (
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel edit
        </button>
      ) : null}
    </div>
  );
}
