import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { fieldAria, FieldFrame, type FieldProps } from './field-frame';

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** A labelled textarea with its hint and error. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, error, hint, className, ...textarea },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea id={id} ref={ref} {...fieldAria(id, error, hint)} {...textarea} />
    </FieldFrame>
  );
});
