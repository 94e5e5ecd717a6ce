import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstProblemPerField } from './field-problems.js';

describe('firstProblemPerField', () => {
  it('keeps the first problem of each field, by its dotted path', () => {
    const schema = z.object({
      name: z
        .string()
        .min(2, 'Too short.')
        .regex(/^[A-Z]/, 'Start with a capital.'),
      stops: z.array(z.object({ label: z.string({ message: 'Name the stop.' }) })),
    });
    const result = schema.safeParse({ name: 'a', stops: [{ label: 'Swargate' }, {}] });
    expect(firstProblemPerField(result.error?.issues ?? [])).toEqual({
      name: 'Too short.',
      'stops.1.label': 'Name the stop.',
    });
  });

  it('names a problem with the value as a whole `_`', () => {
    const result = z.object({}).strict('Nothing is expected.').safeParse([]);
    expect(Object.keys(firstProblemPerField(result.error?.issues ?? []))).toEqual(['_']);
  });

  it('is empty when there are no problems', () => {
    expect(firstProblemPerField([])).toEqual({});
  });
});
