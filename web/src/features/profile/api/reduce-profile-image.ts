import { PROFILE_IMAGE_MAX_CHARS, profileImageSchema } from '@dropwise/domain/customer-profile';

/** Pictures larger than this are refused before decoding (phones make 5 to 12 MB photos). */
export const PROFILE_IMAGE_MAX_FILE_BYTES = 15 * 1024 * 1024;
/** Avatars are shown small; a 256 px square is sharp on high-density screens. */
export const PROFILE_IMAGE_SIZE_PX = 256;
const JPEG_QUALITIES = [0.85, 0.7, 0.55, 0.4];

/** Why a picture was refused; the picker words it in the reader's language. */
export type ProfileImageProblem = 'notPicture' | 'tooLarge' | 'browserFailed' | 'tooDetailed' | 'unreadable';

export class ProfileImageError extends Error {
  constructor(readonly problem: ProfileImageProblem) {
    super(`Profile image refused: ${problem}`);
    this.name = 'ProfileImageError';
  }
}

/**
 * Turns a picked file into a small square JPEG data URL that fits the profile's size bound:
 * the centre of the picture, scaled to 256 px, compressed until it fits.
 */
export async function reduceProfileImage(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) {
    throw new ProfileImageError('notPicture');
  }
  if (file.size > PROFILE_IMAGE_MAX_FILE_BYTES) {
    throw new ProfileImageError('tooLarge');
  }
  const image = await decodeImage(file);
  const canvas = document.createElement('canvas');
  canvas.width = PROFILE_IMAGE_SIZE_PX;
  canvas.height = PROFILE_IMAGE_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new ProfileImageError('browserFailed');

  const side = Math.min(image.naturalWidth, image.naturalHeight);
  const sx = (image.naturalWidth - side) / 2;
  const sy = (image.naturalHeight - side) / 2;
  // JPEG has no transparency: put transparent pictures on white rather than black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, sx, sy, side, side, 0, 0, canvas.width, canvas.height);

  for (const quality of JPEG_QUALITIES) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrl.length <= PROFILE_IMAGE_MAX_CHARS && profileImageSchema.safeParse(dataUrl).success)
      return dataUrl;
  }
  throw new ProfileImageError('tooDetailed');
}

function decodeImage(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0) resolve(image);
      else reject(new ProfileImageError('unreadable'));
    };
    image.onerror = () => reject(new ProfileImageError('unreadable'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}
