import { COURSE_CODES } from '@dropwise/domain/education-courses';
import { defaultLanguage, type Language, languages } from '@dropwise/domain/languages';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { enrolmentFormPath, pagePaths } from '@dropwise/domain/page-paths';
import { AppContent } from '@/app/app';
import type { Area } from '@/lib/i18n/catalogue-loaders';
import { ensureCatalogue, setPageLanguage, translate } from '@/lib/i18n/i18n-store';

/** A public page written as static HTML at build time, and the source module of its screen. */
export interface PrerenderedPage {
  /** The address the page answers at. */
  path: string;
  /** Where the English HTML goes in the build output; Hosting's clean URLs serve `x.html` at `/x`. */
  file: string;
  /** The screen module, relative to web/ (as in Vite's manifest). */
  source: string;
  /** The message catalogues the page shows, fetched beside its code so hydration need not wait. */
  areas: Area[];
}

const EDUCATION_PAGE = 'src/features/education/pages/education-page.tsx';
const ENROLMENT_FORM_PAGE = 'src/features/education/pages/enrolment-form-page.tsx';
const EDUCATION_AREAS: Area[] = ['common', 'education'];

/** Hosting's clean URLs serve `x.html` at `/x`. */
const htmlFileOf = (path: string) => `${path.slice(1)}.html`;

/** The catalogue and one enrolment form per course: the course list is part of the code. */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    path: pagePaths.education,
    file: htmlFileOf(pagePaths.education),
    source: EDUCATION_PAGE,
    areas: EDUCATION_AREAS,
  },
  ...COURSE_CODES.map((code) => ({
    path: enrolmentFormPath(code),
    file: htmlFileOf(enrolmentFormPath(code)),
    source: ENROLMENT_FORM_PAGE,
    areas: EDUCATION_AREAS,
  })),
];

export const PRERENDERED_LANGUAGES: readonly Language[] = languages;

/**
 * Where a page's HTML in a language goes. English stays at the root, for every visitor whose
 * browser asks for none of our languages; each language, English too, also has a copy under
 * `localized/<language>/`, the folder Firebase Hosting's i18n rewrites (firebase.json,
 * `hosting.i18n.root`) serve by the `firebase-language-override` cookie, else by
 * Accept-Language. English has its copy there because Hosting takes the first language in the
 * header that has a folder: without `localized/en/`, "en-GB, hi" would be served Hindi while the
 * app (pickLanguage) chooses English.
 */
export function localizedFile(file: string, language: Language): string {
  return `localized/${language}/${file}`;
}

/** The tree the browser renders (src/main.tsx), at a fixed address. */
export function PageAt({ path }: { path: string }) {
  return (
    <StrictMode>
      <StaticRouter location={path}>
        <AppContent />
      </StaticRouter>
    </StrictMode>
  );
}

/** What the page's <head> says in a language: its `lang` and its description for search results. */
export async function pageHead(language: Language): Promise<{ lang: Language; description: string }> {
  await ensureCatalogue('app', language);
  setPageLanguage(language);
  return { lang: language, description: translate('app', 'pageDescription') };
}

/**
 * The HTML of `#root` for one address in one language, once every lazily loaded screen and
 * message catalogue on it has loaded (the stream is read only when all of it is ready, so the
 * markup holds no streaming scripts). The language is the page's for as long as it renders:
 * render pages one after the other.
 */
export function renderPage(path: string, language: Language = defaultLanguage): Promise<string> {
  setPageLanguage(language);
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(<PageAt path={path} />, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}
