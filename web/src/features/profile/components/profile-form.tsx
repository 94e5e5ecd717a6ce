import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { profileFieldsSchema, type ProfileFields } from '@dropwise/domain/customer-profile';
import { FormError, formFields, SubmitButton, TextField } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import { ProfileImagePicker } from './profile-image-picker';
import './profile.css';

interface ProfileFormProps {
  defaultValues: ProfileFields;
  submitLabel: string;
  onSubmit: (fields: ProfileFields) => Promise<void>;
}

/** Name, city and picture: the signup form and the profile editor. */
export function ProfileForm({ defaultValues, submitLabel, onSubmit }: ProfileFormProps) {
  const t = useT('account');
  const [saveFailed, setSaveFailed] = useState(false);
  const form = useForm<ProfileFields>({ resolver: zodResolver(profileFieldsSchema), defaultValues });
  const field = formFields(form);
  const profileImage = form.watch('profileImage');

  const submit = form.handleSubmit(async (fields) => {
    setSaveFailed(false);
    try {
      await onSubmit(fields);
    } catch {
      setSaveFailed(true);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextField id="profile-name" label={t('nameLabel')} autoComplete="name" {...field('name')} />
      <TextField
        id="profile-city"
        label={t('cityLabel')}
        autoComplete="address-level2"
        {...field('cityName')}
      />
      <ProfileImagePicker
        value={profileImage}
        error={field('profileImage').error}
        onChange={(dataUrl) =>
          form.setValue('profileImage', dataUrl, { shouldDirty: true, shouldValidate: true })
        }
      />
      <FormError>{saveFailed && t('profileSaveFailed')}</FormError>
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
