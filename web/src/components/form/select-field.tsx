import { forwardRef, type SelectHTMLAttributes } from 'react';
import { fieldAria, FieldFrame, type FieldProps } from './field-frame';

type SelectFieldProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

/** A labelled select; its options are the children. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, error, hint, className, children, ...select },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <select id={id} ref={ref} {...fieldAria(id, error, hint)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
});
