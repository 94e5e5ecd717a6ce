import { PROFILE_IMAGE_MAX_CHARS, profileImageSchema } from '@dropwise/domain/customer-profile';
import { IMAGE_MAX_FILE_BYTES, ImageError, type ImageProblem, reduceImage } from '@/lib/files/reduce-image';

export const PROFILE_IMAGE_MAX_FILE_BYTES = IMAGE_MAX_FILE_BYTES;
/** Avatars are shown small; a 256 px square is sharp on high-density screens. */
export const PROFILE_IMAGE_SIZE_PX = 256;
export { ImageError as ProfileImageError, type ImageProblem as ProfileImageProblem };

/** A picked file as a 256 px square JPEG data URL within the profile's size bound. */
export function reduceProfileImage(file: File): Promise<string> {
  return reduceImage(
    file,
    PROFILE_IMAGE_SIZE_PX,
    (dataUrl) => dataUrl.length <= PROFILE_IMAGE_MAX_CHARS && profileImageSchema.safeParse(dataUrl).success,
  );
}
