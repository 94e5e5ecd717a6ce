import { z } from 'zod';

/**
 * Firestore document ids as the server makes them: letters, digits, dash and underscore. Ids that
 * arrive in a path or a body are held to it, so none can name another collection ("/") or "..".
 */
export const documentIdSchema = z
  .string({ required_error: 'An id is required.' })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'That is not a valid id.');
