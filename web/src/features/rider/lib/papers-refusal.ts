import { PAPERS, type Paper } from '@dropwise/domain/safety/rider-papers';
import { ApiError } from '@/lib/api/api-error';

/** The papers the duty switch was refused for, by kind of problem. */
export interface PapersProblem {
  missing: Paper[];
  expired: Paper[];
}

/**
 * POST /api/rider/duty's 409 `papers_incomplete`, read from its `fields` (paper -> `missing` or
 * `expired`) rather than its English message; null for any other answer.
 */
export function papersRefusal(error: unknown): PapersProblem | null {
  if (!(error instanceof ApiError) || error.code !== 'papers_incomplete') return null;
  return {
    missing: PAPERS.filter((paper) => error.fields[paper] === 'missing'),
    expired: PAPERS.filter((paper) => error.fields[paper] === 'expired'),
  };
}
