import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { pagePaths } from '@dropwise/domain/page-paths';
import { useT } from '@/lib/i18n/use-t';
import { ChunkLoadError, clearChunkReloadFlag } from './lazy-screen';

/** Shown instead of a blank page when a screen fails to load or throws while rendering. */
export function RouteError({ error }: { error: unknown }) {
  // The screen's own Suspense is inside the boundary that shows this, so it waits for its words here.
  return (
    <Suspense fallback={<main className="page narrow" role="alert" />}>
      <RouteErrorMessage error={error} />
    </Suspense>
  );
}

function RouteErrorMessage({ error }: { error: unknown }) {
  const t = useT('app');
  const isChunkError = error instanceof ChunkLoadError;
  const retry = () => {
    clearChunkReloadFlag();
    location.reload();
  };
  return (
    <main className="page narrow" role="alert">
      <h1>{t('errorHeading')}</h1>
      <p>{t(isChunkError ? 'errorChunk' : 'errorUnexpected')}</p>
      <p className="actions">
        <button type="button" onClick={retry}>
          {t('tryAgain')}
        </button>
        <a href={pagePaths.home}>{t('goHome')}</a>
      </p>
    </main>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The address the error happened at; moving to another address clears it. */
  failedAt: string | null;
}

class RouteErrorBoundaryAtPath extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/**
 * The route's error screen. The app uses React Router's declarative mode (its data router adds
 * about 17 kB of gzip JavaScript to every page, and the app uses none of its loaders or actions),
 * so a plain error boundary stands in for `errorElement`; it resets when the address changes.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundaryAtPath pathname={pathname}>{children}</RouteErrorBoundaryAtPath>;
}
