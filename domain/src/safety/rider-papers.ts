import { z } from 'zod';
import { indiaDate, isCalendarDay, shiftDay } from '../india-time.js';
import { normaliseLicenceNumber, normaliseRegistration } from './paper-numbers.js';
import { plainText } from '../plain-text.js';

/**
 * A rider's papers, which the aggregator guidelines make a condition of carrying anyone: a driving
 * licence, the vehicle's registration, insurance and pollution certificate (PUC), and a police
 * verification. An admin enters them (`riders/{id}.papers`); a rider goes on duty only while every
 * paper is there and none has expired, counted in India days.
 */
export const PAPERS = ['licence', 'registration', 'insurance', 'puc', 'policeVerification'] as const;
export type Paper = (typeof PAPERS)[number];
/** The papers with an end date, and the field that holds it. */
export const PAPER_EXPIRY_FIELDS = {
  licence: 'licenceExpiry',
  insurance: 'insuranceExpiry',
  puc: 'pucExpiry',
} as const satisfies Partial<Record<Paper, string>>;
type ExpiringPaper = keyof typeof PAPER_EXPIRY_FIELDS;
/** The papers' fields that are one piece of text each (the police verification is two). */
export const PAPER_TEXT_FIELDS = [
  'licenceNumber',
  'licenceExpiry',
  'vehicleRegistration',
  'vehicleMake',
  'vehicleModel',
  'vehicleColour',
  'insuranceExpiry',
  'pucExpiry',
] as const;
/** Papers ending within this many days are listed as due (the rider's screen, the admin list). */
export const PAPERS_DUE_DAYS = 30;

const day = (label: string) =>
  z
    .string({ required_error: `Enter the ${label}.`, invalid_type_error: `Enter the ${label}.` })
    .refine(isCalendarDay, `The ${label} must be a real date, written YYYY-MM-DD.`);

/**
 * The rider's photo, a small JPEG (about 160 px square): it travels in the papers request, whose
 * body the API caps at 16 kB, and is shown beside the vehicle to the customer.
 */
export const RIDER_PHOTO_MAX_CHARS = 12_000;
const photoSchema = z
  .string({ invalid_type_error: 'The photo must be a JPEG image.' })
  .max(RIDER_PHOTO_MAX_CHARS, 'That photo is too large. Use a smaller picture.')
  .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/, 'The photo must be a JPEG image.')
  .nullable();

const vehicleText = (label: string) => plainText({ label, min: 1, max: 40 });

/** A number checked and written one way by `normalise`. */
const formatted = (label: string, normalise: (value: string) => string | null, example: string) =>
  z
    .string({ required_error: `Enter the ${label}.`, invalid_type_error: `Enter the ${label}.` })
    .max(30, `The ${label} is too long.`)
    .transform((value, context) => {
      const normal = normalise(value);
      if (normal) return normal;
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: `Enter the ${label} as on the paper, for example ${example}.`,
      });
      return z.NEVER;
    });

/**
 * The papers an admin saves, in full each time (a field left out is a paper not yet seen). `today`
 * is the India day: a police verification cannot be dated after it.
 */
export function papersInputSchema(today: () => string = () => indiaDate(Date.now())) {
  return z
    .object({
      licenceNumber: formatted('licence number', normaliseLicenceNumber, 'MH12 20190012345'),
      licenceExpiry: day('licence expiry date'),
      vehicleRegistration: formatted(
        'registration number',
        normaliseRegistration,
        'MH12AB1234 or 22BH1234AA',
      ),
      vehicleMake: vehicleText('Vehicle make'),
      vehicleModel: vehicleText('Vehicle model'),
      vehicleColour: vehicleText('Vehicle colour'),
      insuranceExpiry: day('insurance expiry date'),
      pucExpiry: day('PUC expiry date'),
      policeVerification: z
        .object({
          reference: plainText({ label: 'Verification reference', min: 1, max: 60 }),
          verifiedOn: day('verification date').refine(
            (value) => !isCalendarDay(value) || value <= today(),
            'The verification date cannot be in the future.',
          ),
        })
        .strict(),
      photo: photoSchema.optional(),
    })
    .partial({
      licenceNumber: true,
      licenceExpiry: true,
      vehicleRegistration: true,
      vehicleMake: true,
      vehicleModel: true,
      vehicleColour: true,
      insuranceExpiry: true,
      pucExpiry: true,
      policeVerification: true,
    })
    .strict();
}
export type PapersInput = z.input<ReturnType<typeof papersInputSchema>>;
export type Papers = Omit<z.output<ReturnType<typeof papersInputSchema>>, 'photo'>;

export type PapersStatus = 'complete' | 'incomplete' | 'expired';
export interface PapersState {
  status: PapersStatus;
  missing: Paper[];
  expired: Paper[];
  expiring: Array<{ paper: Paper; on: string }>;
}

/** Which papers are missing, expired (ended before `today`) or ending within 30 days of it. */
export function papersState(papers: Partial<Papers> | null | undefined, today: string): PapersState {
  const given = papers ?? {};
  const present: Record<Paper, boolean> = {
    licence: Boolean(given.licenceNumber && given.licenceExpiry),
    registration: Boolean(
      given.vehicleRegistration && given.vehicleMake && given.vehicleModel && given.vehicleColour,
    ),
    insurance: Boolean(given.insuranceExpiry),
    puc: Boolean(given.pucExpiry),
    policeVerification: Boolean(given.policeVerification?.reference && given.policeVerification.verifiedOn),
  };
  const missing = PAPERS.filter((paper) => !present[paper]);
  const expired: Paper[] = [];
  const expiring: Array<{ paper: Paper; on: string }> = [];
  const dueBy = shiftDay(today, PAPERS_DUE_DAYS);
  for (const paper of Object.keys(PAPER_EXPIRY_FIELDS) as ExpiringPaper[]) {
    const on = given[PAPER_EXPIRY_FIELDS[paper]];
    if (!on) continue;
    if (on < today) expired.push(paper);
    else if (on <= dueBy) expiring.push({ paper, on });
  }
  const status: PapersStatus = missing.length ? 'incomplete' : expired.length ? 'expired' : 'complete';
  return { status, missing, expired, expiring };
}

/** The first day any paper ends on (null until every dated paper is there): what dispatch checks. */
export function papersValidUntil(papers: Partial<Papers> | null | undefined): string | null {
  const days = Object.values(PAPER_EXPIRY_FIELDS).map((field) => papers?.[field]);
  if (days.some((on) => !on)) return null;
  return (days as string[]).sort()[0]!;
}

const PAPER_WORDS: Record<Paper, string> = {
  licence: 'driving licence',
  registration: 'vehicle registration',
  insurance: 'insurance',
  puc: 'PUC certificate',
  policeVerification: 'police verification',
};

/** "Missing: driving licence. Expired: insurance." for the duty switch's refusal. */
export function papersProblem(state: PapersState): string {
  const parts: string[] = [];
  if (state.missing.length) parts.push(`Missing: ${state.missing.map((p) => PAPER_WORDS[p]).join(', ')}.`);
  if (state.expired.length) parts.push(`Expired: ${state.expired.map((p) => PAPER_WORDS[p]).join(', ')}.`);
  return `You cannot go on duty until your papers are in order. ${parts.join(' ')}`;
}

/** What the customer is shown of the vehicle: enough to find it at the kerb, nothing more. */
export interface VehicleCard {
  registration: string;
  make: string;
  model: string;
  colour: string;
}

export function vehicleOf(papers: Partial<Papers> | null | undefined): VehicleCard | null {
  const { vehicleRegistration, vehicleMake, vehicleModel, vehicleColour } = papers ?? {};
  if (!vehicleRegistration || !vehicleMake || !vehicleModel || !vehicleColour) return null;
  return { registration: vehicleRegistration, make: vehicleMake, model: vehicleModel, colour: vehicleColour };
}

/** `riderCards/{riderId}`: what a customer with the rider assigned sees of them. */
export interface RiderCard {
  firstName: string;
  photo: string | null;
  vehicle: VehicleCard | null;
}
