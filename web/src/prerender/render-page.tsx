import { COURSE_CODES } from '@domain/education-courses';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppContent } from '../app/app';

/** A public page written as static HTML at build time, and the source module of its screen. */
export interface PrerenderedPage {
  /** The address the page answers at. */
  path: string;
  /** Where the HTML goes in the build output; Hosting's clean URLs serve `x.html` at `/x`. */
  file: string;
  /** The screen module, relative to web/ (as in Vite's manifest). */
  source: string;
}

const EDUCATION_PAGE = 'src/features/education/pages/education-page.tsx';
const ENROLMENT_FORM_PAGE = 'src/features/education/pages/enrolment-form-page.tsx';

/** The catalogue and one enrolment form per course: the course list is part of the code. */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: '/education', file: 'education.html', source: EDUCATION_PAGE },
  ...COURSE_CODES.map((code) => ({
    path: `/eduform/${code}`,
    file: `eduform/${code}.html`,
    source: ENROLMENT_FORM_PAGE,
  })),
];

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

/**
 * The HTML of `#root` for one address, once every lazily loaded screen on it has loaded (the
 * stream is read only when all of it is ready, so the markup holds no streaming scripts).
 */
export function renderPage(path: string): Promise<string> {
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
