import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { applyServerErrors } from './apply-server-errors';

/** A real form whose render reads its errors, as a form screen does (react-hook-form tracks reads). */
function useWatchedForm<T extends Record<string, string>>() {
  const form = useForm<T>();
  void form.formState.errors;
  return form;
}

describe('applyServerErrors', () => {
  it('puts the API field messages on the form fields it has, and says it did', () => {
    const { result } = renderHook(() => useWatchedForm<{ name: string; phone: string }>());
    const error = new ApiError(400, 'invalid_argument', 'Check the form.', {
      fields: { name: 'Name needs at least 2 characters.', password: 'Not a field of this form.' },
    });
    let shown = false;
    act(() => {
      shown = applyServerErrors(error, result.current.setError, ['name', 'phone']);
    });
    expect(shown).toBe(true);
    expect(result.current.formState.errors.name?.message).toBe('Name needs at least 2 characters.');
    expect(result.current.formState.errors.phone).toBeUndefined();
    expect(Object.keys(result.current.formState.errors)).toEqual(['name']);
  });

  it('leaves the form alone for an error without field messages', () => {
    const { result } = renderHook(() => useWatchedForm<{ name: string }>());
    let shown = true;
    act(() => {
      shown =
        applyServerErrors(new ApiError(500, 'internal', 'Down.'), result.current.setError, ['name']) ||
        applyServerErrors(new Error('offline'), result.current.setError, ['name']);
    });
    expect(shown).toBe(false);
    expect(result.current.formState.errors).toEqual({});
  });
});
