import { bookingRequestSchema } from '@dropwise/domain/booking';
import type { FareTable } from '@dropwise/domain/fares';

type BookingSchema = ReturnType<typeof bookingRequestSchema>;

/**
 * One booking schema per fare table the instance holds. Building the schema costs more CPU than
 * checking a request with it, and the table changes rarely; the schema reads the clock as it
 * checks, so a kept one never judges times against a stale "now".
 */
const schemas = new WeakMap<FareTable, BookingSchema>();

export function bookingSchemaFor(table: FareTable): BookingSchema {
  let schema = schemas.get(table);
  if (!schema) {
    schema = bookingRequestSchema(table);
    schemas.set(table, schema);
  }
  return schema;
}
