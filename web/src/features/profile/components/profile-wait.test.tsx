import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { ProfileWait } from './profile-wait';

beforeAll(() => Promise.all([ensureCatalogue('account', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const draw = (page: 'profile' | 'signup', failed: boolean, onRetry = vi.fn()) =>
  render(
    <MemoryRouter>
      <ProfileWait page={page} failed={failed} onRetry={onRetry} />
    </MemoryRouter>,
  );

describe('ProfileWait', () => {
  it('shows no failure while the profile is read', () => {
    draw('profile', false);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it.each([
    ['profile', 'Your profile', 'We could not load your profile. Check your connection.'],
    ['signup', 'Create your profile', 'We could not reach Dropwise. Check your connection.'],
  ] as const)('on the %s page, says the read failed and Try again reads it again', (page, heading, text) => {
    const onRetry = vi.fn();
    draw(page, true, onRetry);
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
