import { z } from 'zod';
import { documentIdSchema } from '@dropwise/domain/document-id';

/** `/:id` of an order; an id no order could have is answered as one no order has. */
export const orderParams = z.object({ id: documentIdSchema });
export const NO_SUCH_ORDER = 'No such order.';
