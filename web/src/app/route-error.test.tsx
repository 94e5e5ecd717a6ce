import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('render failed');
}

function Routes() {
  return useRoutes([
    {
      element: (
        <RouteErrorBoundary>
          <nav>
            <Link to="/fine">Fine page</Link>
          </nav>
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </RouteErrorBoundary>
      ),
      children: [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <h1>Fine screen</h1> },
      ],
    },
  ]);
}

describe('RouteErrorBoundary', () => {
  beforeAll(async () => {
    await ensureCatalogue('app', 'en');
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error screen for a screen that throws, and clears it when the address changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByText(/unexpected problem/).textContent).toBe(
      'This page hit an unexpected problem. Trying again usually helps.',
    );

    fireEvent.click(screen.getByRole('link', { name: 'Fine page' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fine screen');
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
