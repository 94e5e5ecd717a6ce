import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readPageIn } from '@/testing/page-language';
import { AlertHistory } from './alert-history';
import { sosAlert } from './sos-alert-fixture';

afterEach(cleanup);

const closed = sosAlert('1', {
  status: 'closed',
  acknowledgedBy: 'admin-1',
  acknowledgedAt: new Date(Date.UTC(2025, 5, 1, 10, 2)),
  closedBy: 'admin-2',
  closedAt: new Date(Date.UTC(2025, 5, 1, 10, 4)),
});

const lines = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('the alert history in Hindi', () => {
  readPageIn('hi', ['safetyDesk']);

  it('says "you" as one word before the verb (आपने), another admin by their id', () => {
    render(<AlertHistory alert={closed} me="admin-1" />);
    expect(lines().slice(1)).toEqual([
      'आपने संभाला: 1 जून 2025, 3:32 pm',
      'admin-2 ने बंद किया: 1 जून 2025, 3:34 pm',
    ]);
  });
});

describe('the alert history in Marathi', () => {
  readPageIn('mr', ['safetyDesk']);

  it('says "you" without the honorific यांनी that follows another admin', () => {
    render(<AlertHistory alert={closed} me="admin-2" />);
    const [, acknowledged, byMe] = lines();
    expect(acknowledged).toMatch(/^admin-1 यांनी हाती घेतला: /);
    expect(byMe).toMatch(/^तुम्ही बंद केला: /);
  });
});
