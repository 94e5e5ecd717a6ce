import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { profileFieldsSchema, type ProfileFields } from '@domain/customer-profile';
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
      <div className="field">
        <label htmlFor="profile-name">Name</label>
        <input
          id="profile-name"
          autoComplete="name"
          aria-invalid={errors.name ? 'true' : 'false'}
          aria-describedby={errors.name ? 'profile-name-error' : undefined}
          {...register('name')}
        />
        {errors.name && (
          <span id="profile-name-error" className="field-error" role="alert">
            {errors.name.message}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="profile-city">City</label>
        <input
          id="profile-city"
          autoComplete="address-level2"
          aria-invalid={errors.cityName ? 'true' : 'false'}
          aria-describedby={errors.cityName ? 'profile-city-error' : undefined}
          {...register('cityName')}
        />
        {errors.cityName && (
          <span id="profile-city-error" className="field-error" role="alert">
            {errors.cityName.message}
          </span>
        )}
      </div>
      <ProfileImagePicker
        value={profileImage}
        error={errors.profileImage?.message}
        onChange={(dataUrl) => setValue('profileImage', dataUrl, { shouldDirty: true, shouldValidate: true })}
      />
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : submitLabel}
      </button>
    </form>
  );
}
