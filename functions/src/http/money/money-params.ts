import { z } from 'zod';
import { documentIdSchema } from '@dropwise/domain/document-id';

export const riderParams = z.object({ riderId: documentIdSchema });
export const NO_SUCH_RIDER = 'There is no such rider.';
