import type { FareTableInput, fareTableInputSchema } from '@dropwise/domain/fares';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The fare screen's form: the table as typed, and as the rules give it back once valid. */
export type FareFormValues = z.input<typeof fareTableInputSchema>;
export type FareForm = UseFormReturn<FareFormValues, unknown, FareTableInput>;

/** A number field that may be left empty: empty is "not set", not NaN. */
export const optionalNumber = (value: unknown): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
