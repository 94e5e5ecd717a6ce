import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { routes } from './app/routes';
import { detectLanguage, ensureCatalogue, setPageLanguage } from './lib/i18n/i18n-store';
import { whenIdleAfterFirstPaint } from './lib/idle/after-first-paint';
import { routePatternOf } from './lib/web-vitals/route-pattern';
import './styles.css';
import './app-status.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// A pre-rendered page says its language on <html>; Hosting picks it by the same preferences.
const pageLanguage = document.documentElement.lang;
const language = detectLanguage();
setPageLanguage(language);
// The figures describe the page the visitor landed on, even if they move on before they are sent.
const landingRoute = routePatternOf(routes, location.pathname);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (root.hasChildNodes() && pageLanguage === language) {
  // A page written at build time (web/build-tools/prerender-plugin.ts) is already on screen: attach
  // to it. As a transition, hydration works in short slices and never holds the main thread long.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}

// What the app says when the connection drops must already be here when it does.
whenIdleAfterFirstPaint(() => {
  ensureCatalogue('offline').catch(() => undefined);
});

// The service worker (offline shell, update prompt) registers once the page has painted, for
// everyone: a test that does not want it blocks it in its browser context.
whenIdleAfterFirstPaint(() => {
  import('./lib/pwa/register-app-worker')
    .then(({ registerAppWorker }) => registerAppWorker())
    .catch(() => undefined);
});

// Real-user speed reporting loads after the first paint, outside every page's initial JavaScript.
// Browsers driven by automation (navigator.webdriver: test suites, scripted monitors) are not real
// users and would skew the figures, so they report nothing.
if (!navigator.webdriver) {
  whenIdleAfterFirstPaint(() => {
    import('./lib/web-vitals/report-web-vitals')
      .then(({ reportWebVitals }) => reportWebVitals(landingRoute))
      .catch(() => undefined);
  });
}
