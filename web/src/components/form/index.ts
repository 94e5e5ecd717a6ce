export { FieldError, FormError } from './field-error';
export { fieldAria, FieldFrame, type FieldProps } from './field-frame';
export { SelectField } from './select-field';
export { SubmitButton } from './submit-button';
export { TextAreaField } from './text-area-field';
export { TextField } from './text-field';
