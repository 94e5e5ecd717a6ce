import { describe, expect, it } from 'vitest';
import { isAlreadyExists, isCreateConflict } from './create-conflict.js';

describe('create conflicts', () => {
  it.each([
    ['ALREADY_EXISTS', { code: 6 }, true, true],
    ['ABORTED', { code: 10 }, false, true],
    ['NOT_FOUND', { code: 5 }, false, false],
    ['a code given as text', { code: '6' }, false, false],
    ['an error without a code', new Error('boom'), false, false],
    ['null', null, false, false],
  ])('%s: already exists %s, a create conflict %s', (_what, error, alreadyExists, createConflict) => {
    expect(isAlreadyExists(error)).toBe(alreadyExists);
    expect(isCreateConflict(error)).toBe(createConflict);
  });
});
