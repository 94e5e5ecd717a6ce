import { z } from 'zod';
import { documentIdSchema } from '@dropwise/domain/document-id';

/** What an admin path that names no record answers (404), whichever id was wrong. */
export const NO_SUCH_RECORD = 'There is no such record.';

export const customerParams = z.object({ uid: documentIdSchema });
export const riderParams = z.object({ riderId: documentIdSchema });
export const shopParams = z.object({ shopId: documentIdSchema });
export const shopRiderParams = shopParams.merge(riderParams);
