import { Toaster } from 'react-hot-toast';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      {/* At the bottom, above the floating notification bell: toasts never cover a page heading. */}
      <Toaster position="bottom-center" containerStyle={{ bottom: 80 }} toastOptions={{ duration: 4000 }} />
    </>
  );
}
