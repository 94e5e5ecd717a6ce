import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticePage } from './notice-page';

afterEach(cleanup);

describe('NoticePage', () => {
  it('offers a link on to another page, and is not an alert', () => {
    render(
      <MemoryRouter>
        <NoticePage heading="Page not found" text="Nothing is here." action={{ label: 'Go home', to: '/' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a button that acts on the page, and says a failure as an alert', () => {
    const retry = vi.fn();
    render(
      <MemoryRouter>
        <NoticePage
          heading="Your profile"
          text="We could not load your profile."
          action={{ label: 'Try again', onClick: retry }}
          alert
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('We could not load your profile.');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
