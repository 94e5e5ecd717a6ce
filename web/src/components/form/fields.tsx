import {
  type ComponentPropsWithoutRef,
  createElement,
  forwardRef,
  type ForwardRefExoticComponent,
  type RefAttributes,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { fieldAria, FieldFrame, type FieldProps } from './field-frame';

/**
 * A kit field around one kind of control: the frame (label, hint, error) plus the attributes that
 * tie the control to them. react-hook-form's `register` passes its ref through to the control.
 */
function framedControl<E extends HTMLElement, A>(tag: 'input' | 'select' | 'textarea', name: string) {
  const Field = forwardRef<E, FieldProps>(function Field(
    { id, label, error, hint, className, ...control },
    ref,
  ) {
    return (
      <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
        {createElement(tag, { id, ref, ...fieldAria(id, error, hint), ...control })}
      </FieldFrame>
    );
  });
  Field.displayName = name;
  return Field as ForwardRefExoticComponent<FieldProps & Omit<A, 'id' | 'className'> & RefAttributes<E>>;
}

/** A labelled input with its hint and error. */
export const TextField = framedControl<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  'input',
  'TextField',
);

/** A labelled textarea with its hint and error. */
export const TextAreaField = framedControl<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  'textarea',
  'TextAreaField',
);

/** A labelled select; its options are the children. */
export const SelectField = framedControl<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  'select',
  'SelectField',
);

type TextFieldProps = ComponentPropsWithoutRef<typeof TextField>;

/** A password input; `autoComplete="new-password"` marks one being chosen rather than typed in. */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(props, ref) {
  return <TextField ref={ref} type="password" autoComplete="current-password" {...props} />;
});

// A number, not words: people type phone numbers in these digits whatever the page's language.
const PHONE_EXAMPLE = '98765 43210';

/** An Indian phone number as people type it, with the phone keyboard on touch screens. */
export const PhoneField = forwardRef<HTMLInputElement, TextFieldProps>(function PhoneField(props, ref) {
  return <TextField ref={ref} type="tel" inputMode="tel" placeholder={PHONE_EXAMPLE} {...props} />;
});
