import { COURSE_CODES } from '@dropwise/domain/education-courses';
import type { Language } from '@dropwise/domain/languages';
import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContent } from '@/app/app';
import { setPageLanguage } from '@/lib/i18n/i18n-store';
import { localizedFile, pageHead, PRERENDERED_LANGUAGES, PRERENDERED_PAGES, renderPage } from './render-page';

/** What src/main.tsx hydrates, with an in-memory router standing in for the address bar. */
function appAt(path: string) {
  return (
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <AppContent />
      </MemoryRouter>
    </StrictMode>
  );
}

let container: HTMLDivElement;
let root: Root | null = null;
let consoleErrors: string[] = [];

beforeEach(() => {
  sessionStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
  consoleErrors = [];
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setPageLanguage('en');
});

/**
 * Puts the server's markup on the page; `attach` hydrates it and records what React reports (in
 * development React names every hydration mismatch with console.error). One warning is left out:
 * the test runs the server and the browser renderer in one process, which React flags as
 * "multiple renderers"; a browser only ever has one.
 */
async function prerenderAndHydrate(path: string, language: Language = 'en') {
  container.innerHTML = await renderPage(path, language);
  return {
    attach: async () => {
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        const message = args.map(String).join(' ');
        if (!message.includes('Detected multiple renderers')) consoleErrors.push(message);
      });
      await act(async () => {
        root = hydrateRoot(container, appAt(path), {
          onRecoverableError: (error) => consoleErrors.push(String(error)),
        });
      });
    },
  };
}

/** The course catalogue as rendered: its heading, its section headings in order, and an enrol button on each of the 14 cards. */
function expectCourseCatalogue(heading: string, sections: string[], enrol: string) {
  expect(container.querySelector('h1')?.textContent).toBe(heading);
  expect([...container.querySelectorAll('h2')].map((element) => element.textContent)).toEqual(sections);
  expect([...container.querySelectorAll('button')].filter((b) => b.textContent === enrol)).toHaveLength(14);
}

describe('the pre-rendered public pages', () => {
  it('are the course catalogue and one enrolment form for every course', () => {
    expect(PRERENDERED_PAGES.map((page) => [page.path, page.file])).toEqual([
      ['/education', 'education.html'],
      ...COURSE_CODES.map((code) => [`/eduform/${code}`, `eduform/${code}.html`]),
    ]);
  });

  it('/education: the heading, every section and card, and a same-size placeholder for the visit count', async () => {
    container.innerHTML = await renderPage('/education');
    expectCourseCatalogue(
      'Dropwise Education courses',
      [
        'Top Courses',
        'Skill Certified Courses',
        'NIOS Board Courses',
        'UG Degree Courses',
        'PG Degree Courses',
      ],
      'Enroll Now',
    );
    expect(container.querySelectorAll('article.edu-card')).toHaveLength(14);
    expect(container.querySelector('[data-testid="total-visits"]')?.textContent).toBe('…');
    // Nothing to fall back to: no loading screen, no client-render marker.
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.innerHTML).not.toContain('<!--$!-->');
  });

  it('/eduform/BCA: the course heading and the four labelled fields, Submit waiting for the app', async () => {
    container.innerHTML = await renderPage('/eduform/BCA');
    expect(container.querySelector('h1')?.textContent).toBe('Enrolment for BCA');
    for (const [id, label] of [
      ['enrol-name', 'Full Name'],
      ['enrol-email', 'Email'],
      ['enrol-number', 'Phone Number'],
      ['enrol-city', 'City'],
    ]) {
      expect(container.querySelector(`label[for="${id}"]`)?.textContent).toBe(label);
      expect(container.querySelector(`input#${id}`)).not.toBeNull();
    }
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
  });

  it('/education hydrates without a mismatch, keeps the painted nodes and then fills in the visit count', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: 1234 }))));
    const page = await prerenderAndHydrate('/education');
    const heading = container.querySelector('h1');
    const firstCard = container.querySelector('article');
    await page.attach();
    await waitFor(() =>
      expect(container.querySelector('[data-testid="total-visits"]')?.textContent).toBe('1,234'),
    );
    // Hydration adopted the server's nodes instead of replacing them.
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('article')).toBe(firstCard);
    expect(consoleErrors).toEqual([]);
  });

  it('/eduform/BCA hydrates without a mismatch and keeps what was typed before the app attached', async () => {
    const page = await prerenderAndHydrate('/eduform/BCA');
    const form = container.querySelector('form');
    const name = container.querySelector<HTMLInputElement>('#enrol-name');
    name!.value = 'Typed Early';
    await page.attach();
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    await waitFor(() => expect(submit?.disabled).toBe(false));
    expect(container.querySelector('form')).toBe(form);
    expect(container.querySelector<HTMLInputElement>('#enrol-name')?.value).toBe('Typed Early');
    expect(consoleErrors).toEqual([]);
  });

  it('are written in every language, English also at the root', () => {
    expect(PRERENDERED_LANGUAGES).toEqual(['en', 'hi', 'mr']);
    expect(localizedFile('eduform/BCA.html', 'mr')).toBe('localized/mr/eduform/BCA.html');
  });

  it('/education in Hindi: Hindi headings, cards and switch, its <head> in Hindi', async () => {
    container.innerHTML = await renderPage('/education', 'hi');
    expectCourseCatalogue(
      'Dropwise शिक्षा के कोर्स',
      ['लोकप्रिय कोर्स', 'सर्टिफ़िकेट वाले स्किल कोर्स', 'NIOS बोर्ड के कोर्स', 'UG डिग्री कोर्स', 'PG डिग्री कोर्स'],
      'अभी नामांकन करें',
    );
    expect(container.querySelector<HTMLSelectElement>('.language-switch select')?.value).toBe('hi');
    expect(container.textContent).not.toContain('Enroll Now');
    expect(await pageHead('hi')).toEqual({
      lang: 'hi',
      description: 'Dropwise: राइड बुक करें, पार्सल भेजें या किसी कोर्स में नामांकन करें।',
    });
    expect(document.documentElement.lang).toBe('hi');
  });

  it('/eduform/BCA in Marathi: the heading and the labels in Marathi', async () => {
    container.innerHTML = await renderPage('/eduform/BCA', 'mr');
    expect(container.querySelector('h1')?.textContent).toBe('प्रवेश नोंदणी: BCA');
    expect(container.querySelector('label[for="enrol-name"]')?.textContent).toBe('पूर्ण नाव');
  });

  it('/education in Hindi hydrates in Hindi without a mismatch and fills in the count in Hindi figures', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: 123456 }))));
    const page = await prerenderAndHydrate('/education', 'hi');
    const heading = container.querySelector('h1');
    await page.attach();
    await waitFor(() =>
      expect(container.querySelector('[data-testid="total-visits"]')?.textContent).toBe('1,23,456'),
    );
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading?.textContent).toBe('Dropwise शिक्षा के कोर्स');
    expect(consoleErrors).toEqual([]);
  });

  it('a course that is not pre-rendered still renders in the browser (the SPA answers every address)', async () => {
    container.innerHTML = await renderPage('/eduform/PhD');
    expect(container.querySelector('h1')?.textContent).toBe('Course not found');
  });
});
