import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TrackingView } from '@dropwise/domain/tracking';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLanguage } from '@/lib/i18n/i18n-store';
import { startTrackingPage } from './tracking-page';

const trip: TrackingView = {
  kind: 'ride',
  status: 'assigned',
  vehicleType: 'bike',
  riderFirstName: 'Tara',
  vehicle: null,
  pickup: { label: 'Pune Railway Station', coordinates: null },
  dropOff: { label: 'Shaniwar Wada', coordinates: null },
  position: { lat: 18.52, lng: 73.86, at: Date.now() - 20_000 },
  eta: { minutes: 4, distanceKm: 1.2, toward: 'pickup' },
};

const answer = (view: TrackingView) =>
  Promise.resolve(new Response(JSON.stringify({ success: true, data: view }), { status: 200 }));

function openPage(language: string | null, view: TrackingView = trip) {
  const html = readFileSync(join(import.meta.dirname, '../../../track.html'), 'utf8');
  document.body.innerHTML =
    /<body>([\s\S]*)<\/body>/.exec(html)?.[1]?.replace(/<script[\s\S]*?<\/script>/g, '') ?? '';
  if (language) localStorage.setItem('dropwise.language', language);
  const main = document.querySelector<HTMLElement>('main.track');
  if (!main) throw new Error('track.html has no main.track');
  startTrackingPage(main, 'abcdefghijklmnop1234', answer(view));
  return main;
}

/** The page's calls after its first, by URL; each answered by the next of `answers`, else never. */
function stubCalls(answers: Array<() => Promise<Response>> = []): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      return answers.shift()?.() ?? new Promise<Response>(() => undefined);
    }),
  );
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
  stubCalls();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setPageLanguage('en');
});

describe('the public tracking page', () => {
  it('fills the English frame with the trip', async () => {
    const main = openPage(null);
    await vi.waitFor(() =>
      expect(main.querySelector('h1')?.textContent).toBe('Rider on the way to the pickup'),
    );
    expect(main.querySelector('.track-rider')?.textContent).toBe('Bike · Rider Tara');
    expect(main.querySelector('.trip-progress-eta')?.textContent).toBe(
      'Rider is 1.2 km away · about 4 min (estimate)',
    );
    expect(main.querySelector('.trip-progress-fresh')?.textContent).toMatch(/^Updated 2\d s ago$/);
    expect(document.documentElement.lang).toBe('en');
  });

  it('speaks the language chosen before on this device, and says so in <html lang>', async () => {
    const main = openPage('hi');
    await vi.waitFor(() => expect(main.querySelector('h1')?.textContent).toBe('राइडर पिकअप की ओर आ रहे हैं'));
    expect(document.documentElement.lang).toBe('hi');
    expect(main.querySelector('.trip-progress-eta')?.textContent).toBe(
      'राइडर 1.2 कि॰मी॰ दूर हैं · लगभग 4 मिनट (अनुमानित)',
    );
    expect(main.querySelector('.track-note')?.textContent).toContain('हर 10 सेकंड');
    expect(document.title).toBe('राइडर पिकअप की ओर आ रहे हैं · Dropwise');
  });

  it('switches language from the picker in the header, each language named in itself', async () => {
    const main = openPage(null, {
      ...trip,
      pickup: { ...trip.pickup, coordinates: { lat: 18.5289, lng: 73.8744 } },
      dropOff: { ...trip.dropOff, coordinates: { lat: 18.5195, lng: 73.8553 } },
    });
    await vi.waitFor(() => expect(main.querySelector('[title="Rider"]')).not.toBeNull());
    await vi.waitFor(() =>
      expect(main.querySelector('h1')?.textContent).toBe('Rider on the way to the pickup'),
    );
    const select = document.querySelector<HTMLSelectElement>('.track-top select');
    expect([...(select?.options ?? [])].map((option) => option.text)).toEqual(['English', 'हिन्दी', 'मराठी']);
    if (!select) return;
    select.value = 'mr';
    select.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(main.querySelector('h1')?.textContent).toBe('रायडर पिकअपकडे येत आहेत'));
    expect(main.querySelector('.track-rider')?.textContent).toBe('बाईक · रायडर Tara');
    expect(document.documentElement.lang).toBe('mr');
    expect(localStorage.getItem('dropwise.language')).toBe('mr');
    // The map is drawn again with its markers named in Marathi.
    await vi.waitFor(() => expect(main.querySelector('[title="रायडर"]')).not.toBeNull());
    expect(main.querySelector('.trip-map-canvas')?.getAttribute('aria-label')).toBe(
      'नकाशा: पिकअप Pune Railway Station, ड्रॉप Shaniwar Wada',
    );
  });
});

describe('the vehicle on the tracking page', () => {
  const vehicle = { registration: 'MH12AB1234', make: 'Bajaj', model: 'RE', colour: 'Green and yellow' };

  it('shows the registration as a plate, then make, model and colour, and never a phone', async () => {
    const main = openPage(null, { ...trip, vehicle });
    await vi.waitFor(() => expect(main.querySelector('.vehicle-plate')?.textContent).toBe('MH 12 AB 1234'));
    const rows = [...main.querySelectorAll('.track-vehicle div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Registration number', 'MH 12 AB 1234'],
      ['Vehicle', 'Bajaj RE · Green and yellow'],
    ]);
    expect(main.querySelector('.track-rider')?.nextElementSibling?.className).toBe('track-vehicle');
    expect(main.textContent).not.toMatch(/\+91|\d{10}/);
  });

  it('shows none before a rider is assigned, and names its parts in Hindi', async () => {
    const waiting = openPage(null);
    await vi.waitFor(() =>
      expect(waiting.querySelector('.track-rider')?.textContent).toBe('Bike · Rider Tara'),
    );
    expect(waiting.querySelector<HTMLElement>('.track-vehicle')?.hidden).toBe(true);
    const main = openPage('hi', { ...trip, vehicle });
    await vi.waitFor(() => expect(main.querySelector('.track-vehicle dt')?.textContent).toBe('गाड़ी का नंबर'));
  });
});

describe('the page follows the trip with a long poll', () => {
  const at = trip.position!.at;
  const asked = (after: number, status = 'assigned') =>
    `/api/track/abcdefghijklmnop1234?after=${after}&status=${status}`;

  it('asks again as soon as an answer comes, saying what it shows: its fix’s time and the status', async () => {
    const moved: TrackingView = {
      ...trip,
      status: 'picked_up',
      position: { lat: 18.53, lng: 73.87, at: at + 10_000 },
    };
    const calls = stubCalls([() => answer(moved)]);
    const main = openPage(null);
    await vi.waitFor(() =>
      expect(main.querySelector('h1')?.textContent).toBe('Rider on the way to the pickup'),
    );
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([asked(at)]);
    await vi.waitFor(() => expect(main.querySelector('h1')?.textContent).toBe('On the way to the drop-off'));
    expect(main.querySelector('.trip-progress-fresh')?.textContent).toMatch(/^Updated 1\d s ago$/);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([asked(at), asked(at + 10_000, 'picked_up')]);
  });

  it('after a failed call waits 20 s before the next, which still says what the last answer showed', async () => {
    const calls = stubCalls([() => Promise.reject(new TypeError('offline'))]);
    const main = openPage(null);
    await vi.waitFor(() =>
      expect(main.querySelector('h1')?.textContent).toBe('Rider on the way to the pickup'),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() =>
      expect(main.querySelector('.track-status')?.textContent).toBe(
        'Could not refresh just now; trying again shortly.',
      ),
    );
    await vi.advanceTimersByTimeAsync(18_500);
    expect(calls).toEqual([asked(at)]);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(calls).toEqual([asked(at), asked(at)]);
  });
});
