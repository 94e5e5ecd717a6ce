import { z } from 'zod';
import { documentIdSchema } from '@dropwise/domain/document-id';

export const offerParams = z.object({ orderId: documentIdSchema });
export const NO_SUCH_OFFER = 'You have no offer for this order.';
