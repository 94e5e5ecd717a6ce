import { recordWebVital } from '@dropwise/domain/api/web-vitals';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/** What POST /api/vitals accepts: one metric, the route pattern, nothing about the person. */
export interface WebVitalBeacon {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  id: string;
  route: string;
  navigationType: Metric['navigationType'];
}

const WEB_VITALS_ENDPOINT = recordWebVital.path;

function send(beacon: WebVitalBeacon): void {
  try {
    const body = JSON.stringify(beacon);
    // sendBeacon survives the page being closed, which is when LCP, CLS and INP are final.
    if (navigator.sendBeacon?.(WEB_VITALS_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    void fetch(WEB_VITALS_ENDPOINT, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort: a page must never fail or complain because of it.
  }
}

/**
 * Holds beacons until the page is hidden (the visitor leaves, switches tab or closes it), then
 * sends them all. LCP, CLS and INP are only final then anyway; keeping TTFB and FCP back too means
 * reporting never sends a request, or makes the server work, while the visitor is using the page.
 */
function sendWhenHidden(transmit: (beacon: WebVitalBeacon) => void): (beacon: WebVitalBeacon) => void {
  const held: WebVitalBeacon[] = [];
  const flush = () => {
    for (const beacon of held.splice(0)) transmit(beacon);
  };
  // pagehide covers browsers that skip visibilitychange as the page unloads.
  addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') flush();
    },
    true,
  );
  addEventListener('pagehide', flush, true);
  // A metric made final by the hiding itself (LCP, CLS, INP) arrives after the flush: it goes at once.
  return (beacon) => {
    held.push(beacon);
    if (document.visibilityState === 'hidden') flush();
  };
}

/**
 * Measures LCP, INP, CLS, FCP and TTFB for this page view and reports each one once, for the
 * route the page was loaded on (the one the figures describe), when the page is hidden. Values are
 * rounded: milliseconds to whole numbers, CLS to four decimals.
 */
export function reportWebVitals(route: string, transmit: (beacon: WebVitalBeacon) => void = send): void {
  const sent = new Set<string>();
  const hold = sendWhenHidden(transmit);
  const report = (metric: Metric) => {
    const key = `${metric.name}:${metric.id}`;
    if (sent.has(key)) return;
    sent.add(key);
    hold({
      name: metric.name,
      value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
      rating: metric.rating,
      id: metric.id,
      route,
      navigationType: metric.navigationType,
    });
  };
  // One observer per task: together they are a long task on a slow phone, each alone is short.
  // (Every observer reads the entries buffered since the page started, so none misses its metric.)
  const observers = [onTTFB, onFCP, onLCP, onCLS, onINP];
  const next = () => {
    const observe = observers.shift();
    if (!observe) return;
    try {
      observe(report);
    } catch {
      // An old browser without PerformanceObserver support: nothing to report.
    }
    if (observers.length) setTimeout(next, 0);
  };
  next();
}
