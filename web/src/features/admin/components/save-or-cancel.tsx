import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';

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
  const t = useT('admin');
  return (
    <div className="actions">
      <SubmitButton pending={pending}>{children}</SubmitButton>
      {onCancel ? (
        <button type="button" className="secondary" onClick={onCancel}>
          {t('formCancelEdit')}
        </button>
      ) : null}
    </div>
  );
}
