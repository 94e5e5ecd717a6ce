import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppStatusBanners } from './app-status-banners';
import { DeferredToaster } from './deferred-toaster';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Everything the app renders inside a router. The browser wraps it in a BrowserRouter; the build's
 * pre-render (src/prerender/render-page.tsx) wraps the very same tree in a StaticRouter, so the
 * HTML it writes is what the browser's first render produces and hydration matches it.
 */
export function AppContent() {
  return (
    <>
      <AppStatusBanners />
      <AppRoutes />
      {/* At the bottom, above the floating notification bell: toasts never cover a page heading. */}
      <DeferredToaster
        position="bottom-center"
        containerStyle={{ bottom: 80 }}
        toastOptions={{ duration: 4000 }}
      />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
