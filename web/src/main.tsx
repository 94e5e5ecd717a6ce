import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routes } from './app/routes';
import { whenIdleAfterFirstPaint } from './lib/idle/after-first-paint';
import { routePatternOf } from './lib/web-vitals/route-pattern';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// The figures describe the page the visitor landed on, even if they move on before they are sent.
const landingRoute = routePatternOf(routes, location.pathname);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

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
