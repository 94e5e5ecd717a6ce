import { type ComponentType, lazy } from 'react';

const RELOAD_FLAG = 'dropwise:chunk-reload';
/** A chunk that fails again this soon after a reload shows the retry screen instead. */
const RELOAD_AGAIN_AFTER_MS = 30_000;

type ScreenModule = { default: ComponentType };

/**
 * A lazily loaded screen. When its chunk fails to load (typically a tab opened before a deploy
 * asking for files that no longer exist) the page reloads once to pick up the new build; if the
 * chunk still fails, the error reaches the route's error screen, which offers a retry.
 */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      // The build's pre-render loads screens in Node, which has no sessionStorage.
      if (typeof sessionStorage === 'undefined') throw error;
      // The time of the last reload, not a flag a later success clears: in a signed-in area the
      // shell loads before the screen, and a success that cleared the flag would reload forever.
      const reloadedAt = Number(sessionStorage.getItem(RELOAD_FLAG) ?? 0);
      if (Date.now() - reloadedAt > RELOAD_AGAIN_AFTER_MS) {
        sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
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
