import type { ReactNode } from 'react';
import { FieldError } from './field-error';

/** What every field of the kit takes besides its control's own attributes. */
export interface FieldProps {
  id: string;
  label: ReactNode;
  /** The message shown under the field; the control is marked invalid while there is one. */
  error?: string;
  /** A note under the control (a format, a limit), read out with the field. */
  hint?: ReactNode;
  /** Extra classes for the field's box, beside `field`. */
  className?: string;
}

/** The accessibility attributes that tie a control to its error and its hint. */
export function fieldAria(id: string, error?: string, hint?: ReactNode) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-help` : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? ('true' as const) : ('false' as const),
    'aria-describedby': describedBy || undefined,
  };
}

/** Label, control (the children), hint and error, in the order people read them. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span id={`${id}-help`} className="field-note">
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
