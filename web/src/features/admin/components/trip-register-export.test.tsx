import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { TripRegisterExport } from './trip-register-export';

beforeAll(() => Promise.all([ensureCatalogue('admin', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

describe('TripRegisterExport', () => {
  it('offers the last 30 days, and refuses a range over 92 days next to the last day before asking', () => {
    const download = vi.fn(async () => {});
    render(<TripRegisterExport download={download} />);
    const button = screen.getByRole('button', {
      name: 'Download the trip register (CSV)',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    expect(screen.getByText('Choose at most 92 days.').textContent).toBe('Choose at most 92 days.');
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(download).not.toHaveBeenCalled();
  });

  it('asks for the chosen days, and shows the server’s refusal next to its field', async () => {
    const download = vi.fn(async () => {
      throw new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.', {
        fields: { to: 'More than 20000 trips in these days: choose fewer days.' },
      });
    });
    render(<TripRegisterExport download={download} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download the trip register (CSV)' }));
    expect(download).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-27' });
    expect((await screen.findByText(/choose fewer days/)).textContent).toMatch(/More than 20000 trips/);
  });
});
