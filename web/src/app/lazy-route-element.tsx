import { lazyScreen } from './lazy-screen';
import { RouteErrorBoundary } from './route-error';
import { ScreenFrame } from './screen-frame';

/** A route's element for a lazily loaded screen: its error screen, and Loading... while it loads. */
export function lazyElement(load: Parameters<typeof lazyScreen>[0]) {
  const Screen = lazyScreen(load);
  return (
    <RouteErrorBoundary>
      <ScreenFrame>
        <Screen />
      </ScreenFrame>
    </RouteErrorBoundary>
  );
}
