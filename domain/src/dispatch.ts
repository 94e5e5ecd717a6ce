import { z } from 'zod';

/**
 * Automatic dispatch: how a new order is offered to the nearest riders on duty, in rounds of a
 * few riders each, widening the search each round (docs/dispatch.md). Admins keep the settings
 * at `config/dispatch`; until they save some, the defaults apply (and dispatch stays manual).
 */
export interface DispatchSettings {
  /** Offers go out by themselves; off, every order waits on the dispatch board. */
  auto: boolean;
  /** How many riders one round offers the order to at once. */
  batchSize: number;
  /** How long each offer stands. */
  offerSeconds: number;
  /** The search radius of each round, increasing: one round per radius. */
  radiiKm: number[];
  /** How long before a scheduled ride's pickup time its offers start. */
  scheduledLeadMinutes: number;
  /**
   * How long an order that found no free rider in its rounds waits for the next one to free up
   * before it goes to the board as "No rider found".
   */
  maxWaitMinutes: number;
}

export interface StoredDispatchSettings extends DispatchSettings {
  /** Goes up by one on every save; an edit made on an older version is refused. */
  version: number;
}

export const DEFAULT_DISPATCH_SETTINGS: StoredDispatchSettings = {
  auto: false,
  batchSize: 3,
  offerSeconds: 30,
  radiiKm: [3, 6, 10],
  scheduledLeadMinutes: 20,
  maxWaitMinutes: 10,
  version: 0,
};

export const DISPATCH_LIMITS = {
  batchSize: { min: 1, max: 10 },
  offerSeconds: { min: 10, max: 120 },
  radii: { min: 1, max: 3 },
  radiusKm: { max: 50 },
  scheduledLeadMinutes: { min: 5, max: 120 },
  maxWaitMinutes: { min: 1, max: 60 },
} as const;

const wholeBetween = (name: string, min: number, max: number) =>
  z
    .number({ required_error: `Enter ${name}.`, invalid_type_error: `${capitalise(name)} must be a number.` })
    .int(`${capitalise(name)} must be a whole number.`)
    .min(min, `${capitalise(name)} must be between ${min} and ${max}.`)
    .max(max, `${capitalise(name)} must be between ${min} and ${max}.`);

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const radiusKm = z
  .number({ invalid_type_error: 'Each radius must be a number of kilometres.' })
  .finite('Each radius must be a number of kilometres.')
  .gt(0, 'Each radius must be more than 0 km.')
  .max(DISPATCH_LIMITS.radiusKm.max, `Each radius must be at most ${DISPATCH_LIMITS.radiusKm.max} km.`);

/** What an admin sends; `version` is the one they edited, so a save over someone else's is refused. */
export const dispatchSettingsInputSchema = z
  .object({
    auto: z.boolean({
      required_error: 'Say whether dispatch runs by itself.',
      invalid_type_error: 'Say on or off.',
    }),
    batchSize: wholeBetween('the batch size', DISPATCH_LIMITS.batchSize.min, DISPATCH_LIMITS.batchSize.max),
    offerSeconds: wholeBetween(
      'the offer time',
      DISPATCH_LIMITS.offerSeconds.min,
      DISPATCH_LIMITS.offerSeconds.max,
    ),
    radiiKm: z
      .array(radiusKm, {
        required_error: 'List the search radii.',
        invalid_type_error: 'List the search radii.',
      })
      .min(DISPATCH_LIMITS.radii.min, 'List 1 to 3 search radii.')
      .max(DISPATCH_LIMITS.radii.max, 'List 1 to 3 search radii.')
      .refine(
        (radii) => radii.every((radius, i) => i === 0 || radius > radii[i - 1]!),
        'Each radius must be larger than the one before.',
      ),
    scheduledLeadMinutes: wholeBetween(
      'the lead time',
      DISPATCH_LIMITS.scheduledLeadMinutes.min,
      DISPATCH_LIMITS.scheduledLeadMinutes.max,
    ),
    /** Optional, so that a client written before it keeps saving; missing keeps the stored one. */
    maxWaitMinutes: wholeBetween(
      'the longest wait',
      DISPATCH_LIMITS.maxWaitMinutes.min,
      DISPATCH_LIMITS.maxWaitMinutes.max,
    ).optional(),
    version: z.number().int().min(0).optional(),
  })
  .strict();
export type DispatchSettingsInput = z.infer<typeof dispatchSettingsInputSchema>;

const SETTING_NAMES = [
  'auto',
  'batchSize',
  'offerSeconds',
  'radiiKm',
  'scheduledLeadMinutes',
  'maxWaitMinutes',
];

/**
 * The stored settings, or the defaults for anything missing or malformed (settings saved before
 * `maxWaitMinutes` existed keep the rest and take its default).
 */
export function parseStoredDispatchSettings(data: unknown): StoredDispatchSettings {
  const parsed = dispatchSettingsInputSchema
    .omit({ version: true })
    .safeParse(
      Object.fromEntries(
        Object.entries((data ?? {}) as Record<string, unknown>).filter(([key]) =>
          SETTING_NAMES.includes(key),
        ),
      ),
    );
  const version = (data as { version?: unknown } | undefined)?.version;
  const settings = parsed.success ? parsed.data : DEFAULT_DISPATCH_SETTINGS;
  return {
    ...settings,
    maxWaitMinutes: settings.maxWaitMinutes ?? DEFAULT_DISPATCH_SETTINGS.maxWaitMinutes,
    version: typeof version === 'number' ? version : DEFAULT_DISPATCH_SETTINGS.version,
  };
}

/** Where an order's automatic dispatch stands, as the dispatch board shows it. */
export const DISPATCH_STATES = ['waiting', 'offering', 'no_rider', 'accepted', 'manual'] as const;
export type DispatchState = (typeof DISPATCH_STATES)[number];

/**
 * `orders/{id}.dispatch`: the summary the board and the customer's page read. `round` counts
 * from 1; `rounds` is how many the order gets (one per radius, plus one for a shop's own riders).
 */
export interface OrderDispatch {
  /**
   * `waiting` is either a scheduled ride before its offers start (`waitingFor: 'start'`, or no
   * `waitingFor` on orders stored before it existed) or an order whose rounds found nobody free,
   * waiting for the next rider in range to free up (`waitingFor: 'rider'`).
   */
  state: DispatchState;
  waitingFor?: 'start' | 'rider';
  round: number;
  rounds: number;
  /** Riders holding an offer now. */
  offered: number;
  /**
   * Epoch ms: when the current round's offers end (offering), when offers start (waiting for the
   * start), or when the wait for a free rider gives up (waiting for a rider).
   */
  until: number | null;
}

/** `riders/{uid}/offers/{orderId}`: what the rider sees of an offer, live. */
export interface RiderOffer {
  orderId: string;
  kind: 'ride' | 'parcel';
  pickup: { label: string; coordinates: { lat: number; lng: number } };
  dropOff: { label: string; coordinates: { lat: number; lng: number } | null };
  distanceToPickupKm: number;
  tripKm: number;
  fare: { amount: number; currency: string };
  /** Epoch ms (a Firestore Timestamp in the store). */
  expiresAt: number;
  round: number;
}

/** A rider who lets this many offers in a row expire is put off duty. */
export const MISSED_OFFERS_OFF_DUTY = 3;
