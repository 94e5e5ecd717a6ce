import { z } from 'zod';
import { documentIdSchema } from '@domain/document-id';

export const riderParams = z.object({ riderId: documentIdSchema });
export const NO_SUCH_RIDER = 'There is no such rider.';
