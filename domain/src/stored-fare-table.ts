import { type FareTable, type FareTableInput, fareTableInputSchema } from './fares.js';
import { DEFAULT_FARE_TABLE } from './default-fare-table.js';

/** The fields of a stored table that an admin edits: the rest of the document is the server's. */
const EDITABLE_FIELDS = [
  'currency',
  'vehicles',
  'parcelVehicleType',
  'parcelSurcharge',
  'roadFactor',
  'platformSharePercent',
  'taxRatePercent',
  'timeBands',
  'cancellation',
] as const satisfies ReadonlyArray<keyof FareTableInput>;

/** Reads a stored table defensively: anything malformed falls back to the default table. */
export function parseStoredFareTable(data: unknown): FareTable {
  const parsed = fareTableInputSchema.safeParse(editableFields(data));
  const version = (data as { version?: unknown } | null)?.version;
  if (!parsed.success || typeof version !== 'number') return DEFAULT_FARE_TABLE;
  return { ...parsed.data, version };
}

function editableFields(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const stored = data as Record<string, unknown>;
  return Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, stored[field]]));
}
