import { forwardRef, type InputHTMLAttributes } from 'react';
import { fieldAria, FieldFrame, type FieldProps } from './field-frame';

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A labelled input with its hint and error (react-hook-form's `register` passes its ref through). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, hint, className, ...input },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input id={id} ref={ref} {...fieldAria(id, error, hint)} {...input} />
    </FieldFrame>
  );
});
