import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { TripProgress } from './trip-progress';

beforeAll(() => ensureCatalogue('tracking'));
afterEach(cleanup);

describe('TripProgress', () => {
  const now = 1_700_000_000_000;
  /** The rider on the way to the pickup, 1.2 km and about 4 minutes off, last heard of `ago` ms before now. */
  const towardPickup = (ago: number) =>
    render(
      <TripProgress
        eta={{ toward: 'pickup', minutes: 4, distanceKm: 1.2 }}
        positionAt={now - ago}
        now={now}
      />,
    );

  it('shows the estimate, labelled as one, and how fresh the position is', () => {
    towardPickup(20_000);
    expect(screen.getByText(/Rider is 1.2 km away · about 4 min/).textContent).toContain('(estimate)');
    screen.getByText('Updated 20 s ago');
  });

  it('after pickup, gives the minutes to the drop-off', () => {
    render(
      <TripProgress eta={{ toward: 'dropOff', minutes: 12, distanceKm: 4 }} positionAt={now} now={now} />,
    );
    expect(screen.getByText(/to drop-off/).textContent).toBe('About 12 min to drop-off (estimate)');
    expect(screen.queryByText(/Rider is/)).toBeNull();
  });

  it('says the position is out of date past 2 minutes, and drops the estimate', () => {
    towardPickup(180_000);
    expect(screen.getByRole('alert').textContent).toBe(
      "Position out of date: the rider's last report was 3 min ago",
    );
    expect(screen.queryByText(/about 4 min/)).toBeNull();
  });

  it('waits for a first report without inventing one', () => {
    render(<TripProgress eta={null} positionAt={null} now={now} />);
    expect(screen.getByRole('status').textContent).toMatch(/Waiting for the rider/);
  });
});
