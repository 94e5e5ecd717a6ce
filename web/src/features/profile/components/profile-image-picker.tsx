import { type ChangeEvent, useState } from 'react';
import { fieldAria, FieldFrame } from '@/components/form';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import {
  PROFILE_IMAGE_MAX_FILE_BYTES,
  ProfileImageError,
  type ProfileImageProblem,
  reduceProfileImage,
} from '@/features/profile/api/reduce-profile-image';

const problemKey: Record<ProfileImageProblem | 'other', MessageKey<'account'>> = {
  notPicture: 'imageNotPicture',
  tooLarge: 'imageTooLarge',
  browserFailed: 'imageBrowserFailed',
  tooDetailed: 'imageTooDetailed',
  unreadable: 'imageUnreadable',
  other: 'imageFailed',
};

interface ProfileImagePickerProps {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  error?: string;
}

/** Picks a picture, shrinks it in the browser and shows it; clear messages for bad files. */
export function ProfileImagePicker({ value, onChange, error }: ProfileImagePickerProps) {
  const t = useT('account');
  // Kept as the reason, not the sentence, so it follows a language switch.
  const [problem, setProblem] = useState<ProfileImageProblem | 'other' | null>(null);
  const [processing, setProcessing] = useState(false);
  const message =
    (problem &&
      t(problemKey[problem], { megabytes: Math.round(PROFILE_IMAGE_MAX_FILE_BYTES / (1024 * 1024)) })) ||
    error;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setProblem(null);
    setProcessing(true);
    try {
      onChange(await reduceProfileImage(file));
    } catch (failure) {
      setProblem(failure instanceof ProfileImageError ? failure.problem : 'other');
    } finally {
      setProcessing(false);
      input.value = '';
    }
  };

  return (
    <FieldFrame
      id="profile-image"
      label={t('imageLabel')}
      className="profile-image-field"
      hint={processing ? t('imageShrinking') : t('imageHint')}
      error={message}
    >
      <div className="profile-image-row">
        {value ? (
          <img className="avatar" src={value} alt={t('imageAlt')} width={72} height={72} />
        ) : (
          <span className="avatar avatar-empty" aria-hidden="true" />
        )}
        <input
          id="profile-image"
          type="file"
          accept="image/*"
          {...fieldAria('profile-image', message, true)}
          onChange={pick}
        />
        {value && (
          <button type="button" className="link-button" onClick={() => onChange(null)}>
            {t('imageRemove')}
          </button>
        )}
      </div>
    </FieldFrame>
  );
}
