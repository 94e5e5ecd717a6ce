import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { lazyElement } from './lazy-route-element';
import type { lazyScreen } from './lazy-screen';

function renderLazy(load: Parameters<typeof lazyScreen>[0]) {
  const element = lazyElement(load);
  function Routes() {
    return useRoutes([{ path: '/', element }]);
  }
  return render(
    <MemoryRouter>
      <Routes />
    </MemoryRouter>,
  );
}

describe('lazyScreen', () => {
  beforeAll(async () => {
    await Promise.all([ensureCatalogue('common', 'en'), ensureCatalogue('app', 'en')]);
  });

  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows Loading... and then the screen', async () => {
    renderLazy(async () => ({ default: () => <h1>Loaded screen</h1> }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await screen.findByText('Loaded screen');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a retry button when the chunk fails again after the one reload', async () => {
    sessionStorage.setItem('dropwise:chunk-reload', String(Date.now()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain(
      'Part of the app could not be loaded. Check your connection, then try again.',
    );
  });
});
