import type { Coordinates } from '@dropwise/domain/fares';
import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';

/**
 * Readers for fields written by the functions (validated there): a light check per field keeps the
 * screens safe from an odd document without shipping the server's schemas to the browser.
 */
export const text = (value: unknown) => String(value ?? '');
export const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
export const flag = (value: unknown) => value === true;
export const count = (value: unknown) => (typeof value === 'number' ? value : 0);
export const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
/** A stored amount in paise: a whole number, not below zero. */
export const paiseOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
/** A stored map's fields, each unchecked until read; anything that is not a map reads as empty. */
export const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
export const dateOrNull = (value: unknown) =>
  (value as { toDate?: () => Date } | undefined)?.toDate?.() ?? null;
/** A stored `{ lat, lng }`; a light check keeps the screens' chunks free of the fare module's schemas. */
export function pointOrNull(value: unknown): Coordinates | null {
  const { lat, lng } = (value ?? {}) as { lat?: unknown; lng?: unknown };
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
}

type Readers = Record<string, (value: unknown) => unknown>;

/**
 * A document as a typed record with its id: each field named in `readers` is read by its reader
 * from the field of the same name (a missing document reads as empty).
 */
export function readRecord<R extends Readers>(
  snapshot: DocumentSnapshot,
  readers: R,
): { id: string } & { [K in keyof R]: ReturnType<R[K]> } {
  const data: DocumentData = snapshot.data() ?? {};
  const record: Record<string, unknown> = { id: snapshot.id };
  for (const [field, read] of Object.entries(readers)) record[field] = read(data[field]);
  return record as { id: string } & { [K in keyof R]: ReturnType<R[K]> };
}
