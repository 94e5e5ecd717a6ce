import { z } from 'zod';
import { documentIdSchema } from '@dropwise/domain/document-id';

export const alertParams = z.object({ alertId: documentIdSchema });
export const NO_SUCH_ALERT = 'No such alert.';
