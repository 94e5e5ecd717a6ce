import { BrowserRouter, useRoutes } from 'react-router-dom';
import { DeferredToaster } from './deferred-toaster';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {/* At the bottom, above the floating notification bell: toasts never cover a page heading. */}
      <DeferredToaster
        position="bottom-center"
        containerStyle={{ bottom: 80 }}
        toastOptions={{ duration: 4000 }}
      />
    </>
  );
}
