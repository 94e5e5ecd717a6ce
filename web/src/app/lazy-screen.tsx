import { type ComponentType, lazy } from 'react';

const RELOAD_FLAG = 'dropwise:chunk-reload';

type ScreenModule = { default: ComponentType };

/**
 * A lazily loaded screen. When its chunk fails to load (typically a tab opened before a deploy
 * asking for files that no longer exist) the page reloads once to pick up the new build; if the
 * chunk still fails, the error reaches the route's error screen, which offers a retry.
 */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  return lazy(async () => {
    try {
      const module = await load();
      // The build's pre-render loads screens in Node, which has no sessionStorage.
      if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(RELOAD_FLAG);
      return module;
    } catch (error) {
      if (typeof sessionStorage === 'undefined') throw error;
      if (!sessionStorage.getItem(RELOAD_FLAG)) {
        sessionStorage.setItem(RELOAD_FLAG, '1');
        location.reload();
        // Keep Suspense showing its fallback while the page reloads.
        return new Promise<ScreenModule>(() => {});
      }
      throw new ChunkLoadError(error);
    }
  });
}

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function clearChunkReloadFlag(): void {
  sessionStorage.removeItem(RELOAD_FLAG);
}
