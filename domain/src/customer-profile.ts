import { z } from 'zod';
import { plainText } from './plain-text.js';

/**
 * The customer profile kept in `users/{uid}`: what the signup and profile forms edit and what
 * the Firestore rules bound. The limits here and in `firestore.rules` must stay equal.
 */
export const PROFILE_NAME_MAX = 80;
export const PROFILE_CITY_MAX = 80;
/**
 * A profile image is a small JPEG data URL kept in the document itself (Cloud Storage does not
 * run in the emulators). 200 000 characters is about 146 kB of JPEG: far more than a 256 px
 * avatar needs, and well inside Firestore's 1 MiB document limit.
 */
export const PROFILE_IMAGE_MAX_CHARS = 200_000;

// The shared free-text rule: names and cities are shown to riders and admins as plain text.
function profileText(label: string, max: number) {
  return plainText({
    label: `Your ${label}`,
    min: 1,
    max,
    required: `Enter your ${label}.`,
    notText: `Enter your ${label}.`,
    tooLong: `Keep your ${label} under ${max + 1} characters.`,
  });
}

export const profileImageSchema = z
  .string()
  .max(PROFILE_IMAGE_MAX_CHARS, 'That picture is still too large after shrinking it. Try another one.')
  .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/, 'The profile picture must be a JPEG image.')
  .nullable();

export const profileFieldsSchema = z.object({
  name: profileText('name', PROFILE_NAME_MAX),
  cityName: profileText('city', PROFILE_CITY_MAX),
  profileImage: profileImageSchema,
});

export type ProfileFields = z.infer<typeof profileFieldsSchema>;
