import { z } from 'zod';

/**
 * Wraps an object schema so that every key outside `allowed` is reported as its own field error
 * (`{ fields: { admin: 'This field is not accepted.' } }`), alongside the schema's own errors.
 * zod's `.strict()` gives one path-less issue instead, and a `.superRefine` on the object would
 * only run once every field is already valid; an intersection checks both sides at once.
 * `alsoCheck` sees the raw object for rules that span fields (e.g. "number or phone").
 */
export function withOnlyKeys<Schema extends z.ZodTypeAny>(
  schema: Schema,
  allowed: readonly string[],
  alsoCheck?: (value: Record<string, unknown>, context: z.RefinementCtx) => void,
) {
  const known = new Set(allowed);
  // The raw value, not a parsed record: a parsed copy would drop a `__proto__` key by assigning it.
  const guard = z
    .unknown()
    .superRefine((value, context) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        context.addIssue({ code: 'custom', message: 'The request body must be a JSON object.' });
        return;
      }
      for (const key of Object.keys(value)) {
        if (!known.has(key)) {
          context.addIssue({ code: 'custom', path: [key], message: 'This field is not accepted.' });
        }
      }
      alsoCheck?.(value as Record<string, unknown>, context);
    })
    .transform(() => ({}));
  return z.intersection(schema, guard).transform((value) => value as z.output<Schema>);
}
