export { FieldError, FormError } from './field-error';
export { fieldAria, FieldFrame, type FieldProps } from './field-frame';
export { PasswordField, PhoneField, SelectField, TextAreaField, TextField } from './fields';
export { formFields } from './form-fields';
export { Options } from './options';
export { SearchField } from './search-field';
export { SignInForm } from './sign-in-form';
export { SubmitButton } from './submit-button';
export { useCheckedForm } from './use-checked-form';
