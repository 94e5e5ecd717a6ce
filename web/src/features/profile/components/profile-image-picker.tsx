import { type ChangeEvent, useState } from 'react';
import { fieldAria, FieldFrame } from '../../../components/form';
import { ProfileImageError, reduceProfileImage } from '../api/reduce-profile-image';

interface ProfileImagePickerProps {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  error?: string;
}

/** Picks a picture, shrinks it in the browser and shows it; clear messages for bad files. */
export function ProfileImagePicker({ value, onChange, error }: ProfileImagePickerProps) {
  const [pickError, setPickError] = useState('');
  const [processing, setProcessing] = useState(false);
  const message = pickError || error;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setPickError('');
    setProcessing(true);
    try {
      onChange(await reduceProfileImage(file));
    } catch (failure) {
      setPickError(
        failure instanceof ProfileImageError
          ? failure.message
          : 'We could not use that picture. Try another one.',
      );
    } finally {
      setProcessing(false);
      input.value = '';
    }
  };

  return (
    <FieldFrame
      id="profile-image"
      label="Profile picture (optional)"
      className="profile-image-field"
      hint={
        processing
          ? 'Shrinking your picture...'
          : 'A JPEG, PNG or WebP picture; we shrink it to a small square.'
      }
      error={message}
    >
      <div className="profile-image-row">
        {value ? (
          <img className="avatar" src={value} alt="Your profile picture" width={72} height={72} />
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
            Remove picture
          </button>
        )}
      </div>
    </FieldFrame>
  );
}
