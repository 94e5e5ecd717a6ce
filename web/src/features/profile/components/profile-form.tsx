import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { profileFieldsSchema, type ProfileFields } from '@domain/customer-profile';
import { FormError, SubmitButton, TextField } from '../../../components/form';
import { ProfileImagePicker } from './profile-image-picker';
import './profile.css';

interface ProfileFormProps {
  defaultValues: ProfileFields;
  submitLabel: string;
  onSubmit: (fields: ProfileFields) => Promise<void>;
}

/** Name, city and picture: the signup form and the profile editor. */
export function ProfileForm({ defaultValues, submitLabel, onSubmit }: ProfileFormProps) {
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFields>({ resolver: zodResolver(profileFieldsSchema), defaultValues });
  const profileImage = watch('profileImage');

  const submit = handleSubmit(async (fields) => {
    setFormError('');
    try {
      await onSubmit(fields);
    } catch {
      setFormError('We could not save your profile. Check your connection and try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        id="profile-name"
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id="profile-city"
        label="City"
        autoComplete="address-level2"
        error={errors.cityName?.message}
        {...register('cityName')}
      />
      <ProfileImagePicker
        value={profileImage}
        error={errors.profileImage?.message}
        onChange={(dataUrl) => setValue('profileImage', dataUrl, { shouldDirty: true, shouldValidate: true })}
      />
      <FormError>{formError}</FormError>
      <SubmitButton pending={isSubmitting} pendingLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
