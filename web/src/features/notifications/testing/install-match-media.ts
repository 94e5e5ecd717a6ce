/**
 * jsdom has no `matchMedia`, which react-hot-toast's Toaster reads (prefers-reduced-motion).
 * This answers "no match" for every query, as a browser without such preferences would.
 */
export function installMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
