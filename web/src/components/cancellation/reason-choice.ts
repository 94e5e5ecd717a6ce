import { reasonSchema } from '@dropwise/domain/order-change-requests';
import { z } from 'zod';

/** The choice that asks for the person's own words. */
export const OTHER_REASON = 'other';

/** A cancel or give-back form's values: a listed reason's code, or OTHER_REASON with words. */
export interface ReasonChoice {
  choice: string;
  other: string;
}

export const NO_REASON_YET: ReasonChoice = { choice: '', other: '' };

/**
 * A listed reason, or OTHER_REASON with words bounded as the API bounds a reason; each problem is
 * said next to its own field. The messages for no choice and no words come in the reader's language.
 */
export function reasonChoiceSchema(codes: readonly string[], say: { choose: string; missing: string }) {
  return z.object({ choice: z.string(), other: z.string() }).superRefine((values, context) => {
    if (values.choice === OTHER_REASON) {
      const words = reasonSchema.safeParse(values.other);
      if (!words.success) {
        const message = values.other.trim() ? words.error.issues[0]?.message : say.missing;
        context.addIssue({ code: 'custom', path: ['other'], message });
      }
    } else if (!codes.includes(values.choice)) {
      context.addIssue({ code: 'custom', path: ['choice'], message: say.choose });
    }
  });
}

/** The reason as the fee rule and the API read it: a listed reason's code, else the words. */
export const chosenReason = ({ choice, other }: ReasonChoice): string =>
  choice === OTHER_REASON ? other.trim() : choice;
