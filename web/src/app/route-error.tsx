import { useRouteError } from 'react-router-dom';
import { ChunkLoadError, clearChunkReloadFlag } from './lazy-screen';

/** Shown instead of a blank page when a screen fails to load or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const isChunkError = error instanceof ChunkLoadError;
  const retry = () => {
    clearChunkReloadFlag();
    location.reload();
  };
  return (
    <main className="page narrow" role="alert">
      <h1>Something went wrong</h1>
      <p>
        {isChunkError
          ? 'Part of the app could not be loaded. Check your connection, then try again.'
          : 'This page hit an unexpected problem. Trying again usually helps.'}
      </p>
      <p className="actions">
        <button type="button" onClick={retry}>
          Try again
        </button>
        <a href="/">Go Home</a>
      </p>
    </main>
  );
}
