import { type ChangeEvent, useState } from 'react';
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
    <div className="field profile-image-field">
      <label htmlFor="profile-image">Profile picture (optional)</label>
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
          aria-invalid={message ? 'true' : 'false'}
          aria-describedby={message ? 'profile-image-error' : 'profile-image-help'}
          onChange={pick}
        />
        {value && (
          <button type="button" className="link-button" onClick={() => onChange(null)}>
            Remove picture
          </button>
        )}
      </div>
      <span id="profile-image-help" className="field-note">
        {processing
          ? 'Shrinking your picture...'
          : 'A JPEG, PNG or WebP picture; we shrink it to a small square.'}
      </span>
      {message && (
        <span id="profile-image-error" className="field-error" role="alert">
          {message}
        </span>
      )}
    </div>
  );
}
