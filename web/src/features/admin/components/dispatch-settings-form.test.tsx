import { DEFAULT_DISPATCH_SETTINGS, type StoredDispatchSettings } from '@dropwise/domain/dispatch';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { DispatchSettingsForm } from './dispatch-settings-form';

beforeAll(() => ensureCatalogue('admin', 'en'));
afterEach(cleanup);

const stored = (overrides: Partial<StoredDispatchSettings> = {}): StoredDispatchSettings => ({
  ...DEFAULT_DISPATCH_SETTINGS,
  auto: true,
  version: 4,
  ...overrides,
});

function renderForm(props: Partial<Parameters<typeof DispatchSettingsForm>[0]> = {}) {
  const all = {
    initial: stored(),
    live: null,
    load: vi.fn(async () => stored({ version: 5, batchSize: 5 })),
    save: vi.fn(async (settings: { version?: number }) =>
      stored({ ...settings, version: (settings.version ?? 0) + 1 }),
    ),
    ...props,
  };
  const view = render(<DispatchSettingsForm {...all} />);
  return { ...all, ...view };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
/** The message shown under a field (what its aria-describedby names as its error). */
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;

describe('DispatchSettingsForm', () => {
  it('shows the loaded settings in labelled fields', () => {
    renderForm();
    expect((screen.getByRole('switch', { name: 'Automatic dispatch' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(field('Riders per round').value).toBe('3');
    expect(field('Offer time (seconds)').value).toBe('30');
    expect(field('Lead time for scheduled rides (minutes)').value).toBe('20');
    expect(field('Longest wait for a free rider (minutes)').value).toBe('10');
    expect(
      ['Round 1 radius (km)', 'Round 2 radius (km)', 'Round 3 radius (km)'].map((l) => field(l).value),
    ).toEqual(['3', '6', '10']);
  });

  it('says next to each field what is wrong, and sends nothing', async () => {
    const { save: send } = renderForm();
    type('Riders per round', '0');
    type('Offer time (seconds)', '');
    type('Lead time for scheduled rides (minutes)', '7.5');
    type('Round 2 radius (km)', '2');
    type('Longest wait for a free rider (minutes)', '61');
    await save();

    expect(errorOf('Riders per round')).toBe('The batch size must be between 1 and 10.');
    expect(errorOf('Offer time (seconds)')).toBe('The offer time must be a number.');
    expect(errorOf('Lead time for scheduled rides (minutes)')).toBe('The lead time must be a whole number.');
    expect(errorOf('Longest wait for a free rider (minutes)')).toBe(
      'The longest wait must be between 1 and 60.',
    );
    expect(field('Riders per round').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('dispatch-radii-error')?.textContent).toBe(
      'Each radius must be larger than the one before.',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('says a radius over the limit next to that radius', async () => {
    renderForm();
    type('Round 3 radius (km)', '80');
    await save();
    expect(errorOf('Round 3 radius (km)')).toBe('Each radius must be at most 50 km.');
    expect(errorOf('Round 1 radius (km)')).toBeUndefined();
  });

  it('adds and removes rounds, from 1 to 3, and saves them with the version it loaded', async () => {
    const { save: send } = renderForm();
    expect(screen.queryByRole('button', { name: 'Add a round' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove round 2' }));
    expect(field('Round 2 radius (km)').value).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: 'Remove round 2' }));
    expect(screen.queryByLabelText('Round 2 radius (km)')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove round/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a round' }));
    expect(field('Round 2 radius (km)').value).toBe('8');
    fireEvent.click(screen.getByRole('switch', { name: 'Automatic dispatch' }));
    await save();

    expect(send).toHaveBeenCalledWith({
      auto: false,
      batchSize: 3,
      offerSeconds: 30,
      radiiKm: [3, 8],
      scheduledLeadMinutes: 20,
      maxWaitMinutes: 10,
      version: 4,
    });
    screen.getByText('Version 5. Saving affects orders offered from then on.');
  });

  it("puts the server's field messages next to the fields", async () => {
    const { save: send } = renderForm({
      save: vi.fn(async () => {
        throw new ApiError(400, 'validation_failed', 'Check the form.', {
          fields: { radiiKm: 'List 1 to 3 search radii.', offerSeconds: 'Too short for the riders.' },
        });
      }),
    });
    await save();
    expect(send).toHaveBeenCalledOnce();
    expect(errorOf('Offer time (seconds)')).toBe('Too short for the riders.');
    expect(document.getElementById('dispatch-radii-error')?.textContent).toBe('List 1 to 3 search radii.');
  });

  it("offers someone else's newer settings when they save while the form is open", async () => {
    const { rerender, load, save: send } = renderForm();
    expect(screen.queryByRole('alert')).toBeNull();
    const theirs = stored({ version: 5, batchSize: 6, radiiKm: [4, 9] });
    rerender(<DispatchSettingsForm initial={stored()} live={theirs} load={load} save={send} />);

    expect(screen.getByRole('alert').textContent).toContain('Someone else saved new settings (version 5)');
    fireEvent.click(screen.getByRole('button', { name: 'Load their settings' }));
    expect(field('Riders per round').value).toBe('6');
    expect(screen.queryByLabelText('Round 3 radius (km)')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await save();
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ batchSize: 6, version: 5 }));
  });

  it("does not take its own save, seen live before the server's answer, for someone else's", async () => {
    let answer: (saved: StoredDispatchSettings) => void = () => undefined;
    const send = vi.fn(() => new Promise<StoredDispatchSettings>((resolve) => (answer = resolve)));
    const { rerender, load } = renderForm({ save: send });
    await save();
    expect(send).toHaveBeenCalledOnce();
    const ours = stored({ version: 5 });
    rerender(<DispatchSettingsForm initial={stored()} live={ours} load={load} save={send} />);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => answer(ours));
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByText('Version 5. Saving affects orders offered from then on.');
  });

  it('shows the same notice when the server refuses a save over a newer version', async () => {
    const { load } = renderForm({
      save: vi.fn(async () => {
        throw new ApiError(409, 'conflict', 'The settings changed meanwhile.');
      }),
    });
    await save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Someone else saved new settings (version 5)'),
    );
    expect(load).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Load their settings' }));
    expect(field('Riders per round').value).toBe('5');
  });
});
