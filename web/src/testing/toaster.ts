import { act, cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll } from 'vitest';

/**
 * For a test file that renders react-hot-toast's Toaster: the toaster asks whether to animate and
 * jsdom has no media queries, so one that matches nothing stands in; after each test the toasts
 * are removed and the page is cleaned up, so none is left for the next test to find.
 */
export function renderingToasts(): void {
  beforeAll(() => {
    window.matchMedia ??= (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
  });
  afterEach(() => {
    act(() => toast.remove());
    cleanup();
  });
}
