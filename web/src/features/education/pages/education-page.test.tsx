import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import EducationPage from './education-page';
import EnrolmentFormPage from './enrolment-form-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/education', element: <EducationPage /> },
      { path: '/eduform/:course', element: <EnrolmentFormPage /> },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

// The page's words arrive with its catalogues; loaded first, the page renders in one pass.
beforeAll(async () => {
  await Promise.all([ensureCatalogue('education', 'en'), ensureCatalogue('common', 'en')]);
});

describe('the education page', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows every section and card, and still works when the visit counter cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderAt('/education');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Top Courses',
      'Skill Certified Courses',
      'NIOS Board Courses',
      'UG Degree Courses',
      'PG Degree Courses',
    ]);
    expect(screen.getAllByRole('button', { name: 'Enroll Now' })).toHaveLength(14);
    expect(screen.getAllByRole('img', { name: 'Rated 4.95 out of 5' })).toHaveLength(14);
    const bca = screen.getByRole('article', { name: 'BCA' });
    expect(within(bca).getByText(/Bachelor of Computer Applications/).textContent).toBe(
      'Bachelor of Computer Applications: three years of programming, databases, networking and web development.',
    );
    await screen.findByText('not available right now');
  });

  it('counts a visit once per browser session and shows the remembered total afterwards', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: 41 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const first = renderAt('/education');
    await waitFor(() => expect(screen.getByTestId('total-visits').textContent).toBe('41'));
    first.unmount();
    renderAt('/education');
    await waitFor(() => expect(screen.getByTestId('total-visits').textContent).toBe('41'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A public call: no Authorization header.
    expect(fetchMock).toHaveBeenCalledWith(
      '/counter/dropwiseEduCounter',
      expect.objectContaining({ method: 'GET', headers: {} }),
    );
  });

  it('opens the HelpLine in a new tab that cannot reach back into the page', () => {
    vi.stubEnv('VITE_HELPLINE_URL', 'https://wa.me/910000000000');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    renderAt('/education');
    const link = screen.getByRole('link', { name: 'HelpLine' });
    expect(link.getAttribute('href')).toBe('https://wa.me/910000000000');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    vi.unstubAllEnvs();
  });
});

describe('the enrolment form page', () => {
  afterEach(() => {
    cleanup();
  });

  it('is titled for the course, whatever the case of the address', () => {
    renderAt('/eduform/bca');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Enrolment for BCA');
    expect(
      ['Full Name', 'Email', 'Phone Number', 'City'].map(
        (label) => (screen.getByLabelText(label) as HTMLInputElement).value,
      ),
    ).toEqual(['', '', '', '']);
  });

  it('explains an unknown course and links to the course list', () => {
    renderAt('/eduform/PhD');
    expect(screen.getByRole('alert').textContent).toContain('We do not offer a course called “PhD”');
    expect(screen.getByRole('link', { name: 'All courses' }).getAttribute('href')).toBe('/education');
  });
});
