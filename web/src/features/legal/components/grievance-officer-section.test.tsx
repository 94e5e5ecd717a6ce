import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { GrievanceOfficerSection } from './grievance-officer-section';

beforeAll(() => ensureCatalogue('complaints', 'en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const officer = { name: 'Asha Kulkarni (demo)', email: 'grievance@dropwise.example', phone: '+919876540000' };

describe('the grievance officer on the privacy pages', () => {
  it('is fetched from the public endpoint with a plain fetch and shown with mail and phone links', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: officer })));
    vi.stubGlobal('fetch', fetch);
    await act(async () => {
      render(<GrievanceOfficerSection />);
    });
    expect(fetch).toHaveBeenCalledWith('/api/grievance-officer');
    expect(screen.getByRole('heading', { name: 'Grievance officer' }).tagName).toBe('H2');
    await screen.findByText('Asha Kulkarni (demo)');
    expect(screen.getByRole('link', { name: '+919876540000' }).getAttribute('href')).toBe(
      'tel:+919876540000',
    );
    expect(screen.getByRole('link', { name: officer.email }).getAttribute('href')).toBe(
      `mailto:${officer.email}`,
    );
  });
});
