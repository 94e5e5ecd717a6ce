import type { StoredPapers } from '@dropwise/domain/api/safety';
import { PAPER_TEXT_FIELDS, type PapersInput, papersInputSchema } from '@dropwise/domain/safety/rider-papers';
import { z } from 'zod';

/** The papers form as typed: every field a string, blank for a paper not seen yet. */
export interface PapersFormValues {
  licenceNumber: string;
  licenceExpiry: string;
  vehicleRegistration: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleColour: string;
  insuranceExpiry: string;
  pucExpiry: string;
  policeVerification: { reference: string; verifiedOn: string };
}

/** What the form checks and sends (the photo is added beside it). */
export type PapersToSave = Omit<z.output<ReturnType<typeof papersInputSchema>>, 'photo'>;

const TEXT_FIELDS = PAPER_TEXT_FIELDS satisfies ReadonlyArray<keyof PapersFormValues>;

/** Every field of the form by the name the server's `fields` errors use. */
export const PAPERS_FIELD_NAMES = [
  ...TEXT_FIELDS,
  'policeVerification.reference',
  'policeVerification.verifiedOn',
] as const;

/** The form's values from the papers as saved (null before any were). */
export function papersFormValues(papers: Partial<StoredPapers> | null): PapersFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, papers?.[field] ?? ''])) as Omit<
    PapersFormValues,
    'policeVerification'
  >;
  return {
    ...values,
    policeVerification: {
      reference: papers?.policeVerification?.reference ?? '',
      verifiedOn: papers?.policeVerification?.verifiedOn ?? '',
    },
  };
}

/**
 * A blank field is a paper not seen yet, so it is left out; a police verification with either
 * part filled in is sent whole, so a missing half is named.
 */
export function blanksLeftOut(values: PapersFormValues): PapersInput {
  const input: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) if (values[field].trim()) input[field] = values[field];
  const { reference, verifiedOn } = values.policeVerification;
  if (reference.trim() || verifiedOn) {
    input.policeVerification = { reference, verifiedOn: verifiedOn || undefined };
  }
  return input as PapersInput;
}

/** The domain's papers rules over the form's values, blanks left out; the photo is not the form's. */
export function papersFormSchema(today?: () => string) {
  return z.preprocess(
    (values) => blanksLeftOut(values as PapersFormValues),
    papersInputSchema(today).omit({ photo: true }),
  ) as unknown as z.ZodType<PapersToSave, z.ZodTypeDef, PapersFormValues>;
}
