import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import type { Live } from '@/lib/firebase/use-live';
import type { SosAlert } from '@/features/admin/api/sos-alerts';
import { ALARM_EVERY_MS } from './alarm';
import { SosBanner } from './sos-banner';
import { sosAlert } from './sos-alert-fixture';

const firestore = vi.hoisted(() => ({ open: { status: 'loading' } as Live<SosAlert[]> }));
vi.mock('@/features/admin/api/sos-alerts', async (original) => ({
  ...(await original<typeof import('@/features/admin/api/sos-alerts')>()),
  useOpenSosAlerts: () => firestore.open,
}));

// jsdom has no Web Audio: a stand-in counts the tones the alarm starts.
const tones: number[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = async () => undefined;
  createGain = () => ({ gain: { value: 0 }, connect: (next: unknown) => next });
  createOscillator = () => {
    const tone = {
      type: '',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => tones.push(tone.frequency.value),
      stop: () => undefined,
    };
    return tone;
  };
}

beforeAll(async () => {
  vi.stubGlobal('AudioContext', FakeAudioContext);
  await ensureCatalogue('safetyDesk', 'en');
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  tones.length = 0;
});

function renderBanner(open: Live<SosAlert[]>) {
  firestore.open = open;
  const view = render(
    <MemoryRouter>
      <SosBanner />
    </MemoryRouter>,
  );
  return (next: Live<SosAlert[]>) => {
    firestore.open = next;
    view.rerender(
      <MemoryRouter>
        <SosBanner />
      </MemoryRouter>,
    );
  };
}

describe('SosBanner', () => {
  it('shows nothing while no alert is open, nor while the read is out or refused', () => {
    const show = renderBanner({ status: 'success', data: [] });
    expect(screen.queryByRole('alert')).toBeNull();
    show({ status: 'loading' });
    expect(screen.queryByRole('alert')).toBeNull();
    show({ status: 'error', error: new Error('refused') as never });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tones).toEqual([]);
  });

  it('says how many alerts are open and links to the desk while any is', () => {
    const show = renderBanner({ status: 'success', data: [sosAlert('1')] });
    expect(screen.getByRole('alert').textContent).toBe(
      '1 SOS alert is open: nobody has acknowledged it yet.Open the safety desk',
    );
    expect(screen.getByRole('link', { name: 'Open the safety desk' }).getAttribute('href')).toBe(
      '/admin/safety',
    );
    show({ status: 'success', data: [sosAlert('1'), sosAlert('2')] });
    expect(screen.getByRole('alert').textContent).toMatch(
      /^2 SOS alerts are open: nobody has acknowledged them yet\./,
    );
    show({ status: 'success', data: [] });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sounds at once for a new alert, again every 30 s while one is open, and stops after', async () => {
    vi.useFakeTimers();
    const show = renderBanner({ status: 'success', data: [sosAlert('1')] });
    expect(tones).toEqual([880, 660]);
    await act(() => vi.advanceTimersByTimeAsync(ALARM_EVERY_MS));
    expect(tones).toHaveLength(4);

    // A second alert sounds at once; the first, already heard, does not sound again for it.
    show({ status: 'success', data: [sosAlert('1'), sosAlert('2')] });
    expect(tones).toHaveLength(6);
    show({ status: 'success', data: [sosAlert('2')] });
    expect(tones).toHaveLength(6);

    show({ status: 'success', data: [] });
    await act(() => vi.advanceTimersByTimeAsync(3 * ALARM_EVERY_MS));
    expect(tones).toHaveLength(6);
  });
});
