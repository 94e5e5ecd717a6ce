/**
 * Prices, as read on 2026-11-28 with the stored-pages search (nothing here is a guess: a price
 * not found is null and the report says so). The Mumbai (asia-south1) rows were NOT found: the
 * official pages' per-location tables did not come with their stored text. Beside them, clearly
 * marked, the nearest published figures that were found, which the rupee figures use.
 *
 * - Firestore, per 100,000 documents, multi-region (nam5/eur3): reads $0.06, writes $0.18,
 *   deletes $0.02: https://firebase.google.com/docs/firestore/pricing as copied at
 *   https://www.twblogs.net/a/5e4f845fbd9eee101e8581aa (and a 2018 wiki copy,
 *   https://github.com/ccckmit/misavo/wiki/Firebase); the location list, Mumbai (asia-south1)
 *   included, is on https://cloud.google.com/firestore/pricing, its figures were not in the copy.
 * - Cloud Run (Cloud Functions 2nd gen), request-based billing, Tier 1 regions: $0.00002400 per
 *   vCPU-second (https://cloud.google.com/run/pricing), $0.00000250 per GiB-second and $0.40 per
 *   million requests (https://cloudwebschool.com/tools/cloud-run-cost-calculator/). asia-south1 is
 *   a Tier 2 region (https://cloud.google.com/run/docs/locations); Tier 2 figures were not found.
 * - USD -> INR: 94.38, the RBI reference rate of 17 Jun 2026 as https://www.bankpulse.ai/api/exchange-rate.json
 *   quotes it (read 2026-11-28).
 */
export interface Price {
  item: string;
  /** USD per `per` units, or null when not found. */
  mumbaiUsd: number | null;
  /** The figure used for rupees, and what it is. */
  usedUsd: number;
  usedIs: string;
  per: number;
}

export const PRICES_READ = '2026-11-28';
export const INR_PER_USD = { rate: 94.38, of: 'RBI reference rate, 17 Jun 2026 (bankpulse.ai)' };

const MULTI_REGION = 'Firestore multi-region nam5/eur3';
const TIER_1 = 'Cloud Run Tier 1';

export const PRICES = {
  reads: {
    item: 'Firestore document reads',
    mumbaiUsd: null,
    usedUsd: 0.06,
    usedIs: MULTI_REGION,
    per: 100_000,
  },
  writes: {
    item: 'Firestore document writes',
    mumbaiUsd: null,
    usedUsd: 0.18,
    usedIs: MULTI_REGION,
    per: 100_000,
  },
  deletes: {
    item: 'Firestore document deletes',
    mumbaiUsd: null,
    usedUsd: 0.02,
    usedIs: MULTI_REGION,
    per: 100_000,
  },
  invocations: { item: 'Cloud Run requests', mumbaiUsd: null, usedUsd: 0.4, usedIs: TIER_1, per: 1_000_000 },
  vcpuSeconds: { item: 'Cloud Run vCPU-seconds', mumbaiUsd: null, usedUsd: 0.000024, usedIs: TIER_1, per: 1 },
  gibSeconds: { item: 'Cloud Run GiB-seconds', mumbaiUsd: null, usedUsd: 0.0000025, usedIs: TIER_1, per: 1 },
} satisfies Record<string, Price>;

/** Rupees for `units` of a price, at the figure used. */
export const rupees = (price: Price, units: number) => (units / price.per) * price.usedUsd * INR_PER_USD.rate;
