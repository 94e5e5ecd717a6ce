import { createHash } from 'node:crypto';

/**
 * One person (normalised phone) in one course has one enrolment: its document id is derived
 * from both, so a replayed or concurrent duplicate hits the same document and `create()`
 * refuses it atomically. No lookup-then-write race, no transaction needed.
 */
export function enrolmentId(course: string, phone: string): string {
  return createHash('sha256').update(`${course}|${phone}`).digest('hex').slice(0, 32);
}
