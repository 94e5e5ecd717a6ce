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
      <DeferredToaster position="top-center" toastOptions={{ duration: 4000 }} />
    </>
  );
}
